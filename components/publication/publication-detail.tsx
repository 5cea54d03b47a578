import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Article } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import { RichText } from '../rich-text/rich-text';
import styles from './publication-detail.module.scss';

/**
 * The body of a news item or an article: picture, publication date, sanitized text and, when
 * the editor gave one, the source in a new tab. The title is the page banner's h1.
 */
export async function PublicationDetail({ publication, locale }: { publication: Article; locale: Locale }) {
  const t = await getTranslations('Common');
  return (
    <article className={styles.article}>
      <Image
        src={publication.image}
        alt=""
        width={1200}
        height={800}
        sizes="(min-width: 1200px) 760px, (min-width: 992px) 64vw, 100vw"
        loading="eager"
        fetchPriority="high"
        className={styles.image}
      />
      <p className={styles.meta}>
        <span className="visually-hidden">{t('publishedOn')} </span>
        <time dateTime={publication.publishedAt}>{formatDetailDate(publication.publishedAt, languageTag(locale))}</time>
      </p>
      <RichText html={publication.contentHtml} />
      {publication.sourceLink && (
        <a href={publication.sourceLink} target="_blank" rel="noopener noreferrer" className={styles.source}>
          {t('source')} <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      )}
    </article>
  );
}
