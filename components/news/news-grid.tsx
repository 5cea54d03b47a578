import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import type { News } from '@/lib/upstream';
import type { LeadingGridProps } from '../card/card-grid';
import { PublicationGrid } from '../publication/publication-grid';

/** News cards, each leading to its news page (the home page and the news list). */
export function NewsGrid({
  items,
  locale,
  headingLevel,
  leadsPage,
}: LeadingGridProps & { items: News[]; locale: Locale; headingLevel?: 2 | 3 }) {
  return (
    <PublicationGrid
      items={items}
      detailHref={routes.newsDetails}
      locale={locale}
      headingLevel={headingLevel}
      leadsPage={leadsPage}
    />
  );
}
