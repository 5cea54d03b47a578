import { getTranslations } from 'next-intl/server';
import { formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Article } from '@/lib/upstream';
import { DetailArticle } from '@/components/page/detail-article';
import styles from './publication-detail.module.scss';

/** The body of a news item or an article, with its source (when given) in a new tab. */
export async function PublicationDetail({ publication, locale }: { publication: Article; locale: Locale }) {
  const t = await getTranslations('Common');
  return (
    <DetailArticle
      image={publication.image}
      facts={
        <p className={styles.date}>
          <span className="visually-hidden">{`${t('publishedOn')} `}</span>
          <time dateTime={publication.publishedAt}>{formatDetailDate(publication.publishedAt, locale)}</time>
        </p>
      }
      html={publication.contentHtml}
    >
      {publication.sourceLink && (
        <a href={publication.sourceLink} target="_blank" rel="noopener noreferrer" className={styles.source}>
          {`${t('source')} `}
          <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      )}
    </DetailArticle>
  );
}
