import { formatCardDate } from '@/lib/dates';
import { Card } from './card';
import { cardGrid, type CardProps } from './card-grid';
import styles from './link-card.module.scss';

/** What a link card shows of its item; albums have no date, and only news a teaser. */
export interface LinkCardItem {
  id: number;
  title: string;
  /** Contained in the cards' 3:2 box, whatever its own shape. */
  thumbnail: string;
  publishedAt?: string;
  description?: string | null;
}

/** A card leading to a detail page (news, articles, albums), with a hover overlay on its picture; all of it is the link. */
export function LinkCard({ item, locale, priority, headingLevel, href }: CardProps<LinkCardItem> & { href: string }) {
  return (
    <Card
      picture={{
        src: item.thumbnail,
        priority,
        fit: 'contain',
        // Only drawn, by CSS: the title link covers the whole card (link-card.module.scss), so
        // one link per card is enough for pointer and keyboard alike.
        frameClassName: styles.overlaid,
      }}
      title={item.title}
      href={href}
      headingLevel={headingLevel}
      compact
      className={styles.linkCard}
      above={
        item.publishedAt && (
          <time className={styles.date} dateTime={item.publishedAt}>
            {formatCardDate(item.publishedAt, locale)}
          </time>
        )
      }
    >
      {item.description && <p className={styles.description}>{item.description}</p>}
    </Card>
  );
}

/** The grid of link cards leading to `detailHref`'s pages. */
export function linkCardGrid(detailHref: (id: number) => string) {
  return cardGrid(function DetailLinkCard(props: CardProps<LinkCardItem>) {
    return <LinkCard {...props} href={detailHref(props.item.id)} />;
  });
}
