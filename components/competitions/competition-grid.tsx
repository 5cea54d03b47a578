import type { Locale } from '@/lib/i18n/routing';
import type { Competition } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { CompetitionCard } from './competition-card';

export function CompetitionGrid({ items, locale }: { items: Competition[]; locale: Locale }) {
  return <CardGrid items={items} render={(competition) => <CompetitionCard competition={competition} locale={locale} />} />;
}
