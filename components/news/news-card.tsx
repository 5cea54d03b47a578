import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatCardDate } from '@/lib/dates';
import { IMAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { News } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import styles from './news-card.module.scss';

export function NewsCard({ news, locale, headingLevel = 3 }: { news: News; locale: Locale; headingLevel?: 2 | 3 }) {
  const href = routes.newsDetails(news.id);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image
          src={news.thumbnail}
          alt=""
          width={IMAGE_SIZE.newsCard.width}
          height={IMAGE_SIZE.newsCard.height}
          sizes="(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw"
          className={styles.image}
        />
        {/* A second way in for pointer users; the title link is the one announced. */}
        <Link href={href} className={styles.overlay} tabIndex={-1} aria-hidden="true">
          <span className={styles.arrow}>→</span>
        </Link>
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={news.publishedAt}>
          {formatCardDate(news.publishedAt, languageTag(locale))}
        </time>
        <Heading className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {news.title}
          </Link>
        </Heading>
        {news.description && <p className={styles.description}>{news.description}</p>}
      </div>
    </article>
  );
}
