'use client';

import { Picture } from '@/components/picture/picture';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { IMAGE_SIZE } from '@/lib/limits';
import styles from './card.module.scss';

export interface CardPicture {
  src: string;
  /** Its shape, fixed so the grid does not jump while pictures load; the cards' 3:2 unless given. */
  size?: { width: number; height: number };
  /** `cover` crops the picture to the box; `contain` shows it whole. */
  fit?: 'cover' | 'contain';
  /** Laid over the picture: a play button. */
  overlay?: ReactNode;
  /** Styles of the picture's frame, such as a hover overlay drawn by CSS alone. */
  frameClassName?: string;
  /** The largest picture above the fold: loaded at once, before the others. */
  priority?: boolean;
}

/**
 * The frame every list card shares; the footer is kept at the bottom so a row's footers line up.
 * A client component with no state: a list's payload then carries each card's props (its texts
 * and one picture address) and not its frame's elements, about half a list's payload. What
 * it holds (`above`, `children`, `footer`, the overlay) is drawn by its caller: a Server Component
 * for most kinds, LinkCardView for a link card.
 */
export function Card({
  picture,
  title,
  href,
  headingLevel,
  above,
  footer,
  compact = false,
  inactive = false,
  className,
  children,
}: {
  picture?: CardPicture;
  title: string;
  href?: string;
  headingLevel: 2 | 3;
  above?: ReactNode;
  footer?: ReactNode;
  /** Closer lines, for a card of a date, a title and a teaser. */
  compact?: boolean;
  /** Something not open yet: its picture is greyed out. */
  inactive?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.card, inactive && styles.inactive, className].filter(Boolean).join(' ');
  const size = picture?.size ?? IMAGE_SIZE.card;
  const drawn = drawnSize(size);
  return (
    <article className={classes}>
      {picture && (
        <div
          className={picture.frameClassName ? `${styles.media} ${picture.frameClassName}` : styles.media}
          // The cards' 3:2 is the style sheet's; another shape, the picture's own. No `style` at
          // all otherwise: an undefined prop is still written in the page's payload.
          {...(picture.size && { style: { aspectRatio: `${size.width} / ${size.height}` } })}
        >
          <Picture
            src={picture.src}
            alt=""
            width={drawn.width}
            height={drawn.height}
            loading={picture.priority ? 'eager' : undefined}
            fetchPriority={picture.priority ? 'high' : undefined}
            className={picture.fit === 'contain' ? styles.contain : styles.cover}
          />
          {picture.overlay}
        </div>
      )}
      <div className={compact ? `${styles.body} ${styles.compact}` : styles.body}>
        {above}
        <Heading className={styles.title}>
          {href ? (
            <Link href={href} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}

/**
 * A card's picture at the spec's card width, in its own shape. A grid's box is about that wide
 * on a wide screen (220 to 380px), so the picture is offered at 1x and 2x of it: two addresses
 * (components/picture), where a `sizes` list gave six to every card, in the HTML and again in the
 * page's payload. A phone's one card a row (343px) at 3x gets fewer pixels than it draws: the price of
 * the lighter page (docs/performance.md).
 */
function drawnSize(size: { width: number; height: number }) {
  const width = IMAGE_SIZE.card.width;
  return { width, height: Math.round((width * size.height) / size.width) };
}
