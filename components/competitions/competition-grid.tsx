import type { Locale } from '@/lib/i18n/routing';
import type { Competition } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { CompetitionCard } from './competition-card';

export function CompetitionGrid({ items, locale, leadsPage }: LeadingGridProps & { items: Competition[]; locale: Locale }) {
  return (
    <CardGrid
      items={items}
      leadsPage={leadsPage}
      render={(competition, priority) => <CompetitionCard competition={competition} locale={locale} priority={priority} />}
    />
  );
}
