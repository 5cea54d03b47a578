import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { IMAGE_SIZE } from '@/lib/limits';
import type { Article, News } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import { CardGrid } from '../card/card-grid';
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
}: {
  items: readonly PublicationSummary[];
  detailHref: (id: number) => string;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const tag = languageTag(locale);
  return (
    <CardGrid
      items={items}
      render={(item) => (
        <LinkCard
          href={detailHref(item.id)}
          title={item.title}
          image={item.thumbnail}
          imageSize={IMAGE_SIZE.card}
          sizes="(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw"
          headingLevel={headingLevel}
          date={{ iso: item.publishedAt, text: formatCardDate(item.publishedAt, tag) }}
          description={item.description}
        />
      )}
    />
  );
}
