import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { TICKER_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';
import { Skeleton } from '../../upstream/skeleton';
import { UpstreamSection } from '../../upstream/upstream-section';
import { TickerTrack } from './ticker-track';
import styles from './ticker.module.scss';

/** The latest news under the header, on every page. Its row keeps one height from the first paint on. */
export async function Ticker({ locale }: { locale: Locale }) {
  const t = await getTranslations('Ticker');
  return (
    <section className={styles.ticker} aria-labelledby="ticker-label">
      <div className={styles.row}>
        <p id="ticker-label" className={styles.label}>
          {t('label')}
        </p>
        <Suspense
          fallback={
            <div className={styles.pending}>
              <Skeleton minHeight="1.5rem" />
            </div>
          }
        >
          <UpstreamSection
            load={() => getNewsList(locale, TICKER_SIZE, 0)}
            render={(page) => (
              <TickerTrack
                items={page.items.map((news) => ({ id: news.id, title: news.title, href: routes.newsDetails(news.id) }))}
                pauseLabel={t('pause')}
                playLabel={t('play')}
              />
            )}
            // The layout does not know the page's address; an empty href reloads the page as it is.
            retryHref=""
          />
        </Suspense>
      </div>
    </section>
  );
}
