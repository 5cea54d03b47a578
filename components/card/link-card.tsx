import { formatCardDate } from '@/lib/dates';
import { cardGrid, type CardProps } from './card-grid';
import { LinkCardView } from './link-card-view';

/** What a link card shows of its item; albums have no date, and only news a teaser. */
export interface LinkCardItem {
  id: number;
  title: string;
  /** Contained in the cards' 3:2 box, whatever its own shape. */
  thumbnail: string;
  publishedAt?: string;
  description?: string | null;
}

/**
 * A card leading to a detail page (news, articles, albums), with a hover overlay on its picture;
 * all of it is the link. Its props leave out what is absent: an undefined prop of a client
 * component is still written in the payload.
 */
export function LinkCard({ item, locale, priority, headingLevel, href }: CardProps<LinkCardItem> & { href: string }) {
  return (
    <LinkCardView
      title={item.title}
      href={href}
      thumbnail={item.thumbnail}
      headingLevel={headingLevel}
      {...(priority && { priority })}
      {...(item.publishedAt && {
        date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, locale) },
      })}
      {...(item.description && { description: item.description })}
    />
  );
}

/** The grid of link cards leading to `detailHref`'s pages. */
export function linkCardGrid(detailHref: (id: number) => string) {
  return cardGrid(function DetailLinkCard(props: CardProps<LinkCardItem>) {
    return <LinkCard {...props} href={detailHref(props.item.id)} />;
  });
}
