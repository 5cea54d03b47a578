import type { Locale } from '@/lib/i18n/routing';
import type { Competition } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { CompetitionCard } from './competition-card';

/** Competition cards: on their list, and in the home page's section (`headingLevel` 3). */
export function CompetitionGrid({
  items,
  locale,
  leadsPage,
  headingLevel,
}: LeadingGridProps & { items: Competition[]; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <CardGrid
      items={items}
      leadsPage={leadsPage}
      render={(competition, priority) => (
        <CompetitionCard competition={competition} locale={locale} priority={priority} headingLevel={headingLevel} />
      )}
    />
  );
}
