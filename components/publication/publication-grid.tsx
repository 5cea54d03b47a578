import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Article, News } from '@/lib/upstream';
import { CARD_IMAGE_SIZES, CardGrid, type LeadingGridProps } from '../card/card-grid';
import { LinkCard } from '../card/link-card';

/** What a card needs of a news item or an article; only news have a teaser. */
export type PublicationSummary = Pick<Article, 'id' | 'title' | 'thumbnail' | 'publishedAt'> &
  Partial<Pick<News, 'description'>>;

/** News or article cards: 3:2 picture, date, title linking to the detail page, teaser. */
export function PublicationGrid({
  items,
  detailHref,
  locale,
  headingLevel,
  leadsPage,
}: LeadingGridProps & {
  items: readonly PublicationSummary[];
  detailHref: (id: number) => string;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid
      items={items}
      leadsPage={leadsPage}
      render={(item, priority) => (
        <LinkCard
          href={detailHref(item.id)}
          title={item.title}
          image={item.thumbnail}
          sizes={CARD_IMAGE_SIZES.normal}
          headingLevel={headingLevel}
          date={{ iso: item.publishedAt, text: formatCardDate(item.publishedAt, locale) }}
          description={item.description}
          priority={priority}
        />
      )}
    />
  );
}
