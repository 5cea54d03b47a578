import { formatCardDate } from '@/lib/dates';
import { Link } from '@/lib/i18n/navigation';
import { Card } from './card';
import { CARD_IMAGE_SIZES, cardGrid, type CardProps } from './card-grid';
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

/** A card leading to a detail page (news, articles, albums), with a hover overlay on its picture. */
export function LinkCard({ item, locale, priority, headingLevel, href }: CardProps<LinkCardItem> & { href: string }) {
  return (
    <Card
      picture={{
        src: item.thumbnail,
        sizes: CARD_IMAGE_SIZES.normal,
        priority,
        fit: 'contain',
        overlay: (
          // A second way in for pointer users; the title link is the one announced.
          <Link href={href} className={styles.overlay} tabIndex={-1} aria-hidden="true">
            <span className={styles.arrow}>→</span>
          </Link>
        ),
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
