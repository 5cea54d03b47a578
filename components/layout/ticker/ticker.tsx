import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { TICKER_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';
import { isUpstreamFailure } from '@/lib/upstream/errors';
import { OptionalPartBoundary } from '@/components/upstream/optional-part-boundary';
import { RenderFailure } from '@/components/upstream/upstream-failure';
import { TickerTrack } from './ticker-track';
import styles from './ticker.module.scss';

/**
 * The latest news under the header, on every page. Its row keeps one height from the first paint on.
 * Where they fail, the page fails (and is not kept) without them, rather than without its frame.
 */
export async function Ticker({ locale }: { locale: Locale }) {
  const [t, latest] = await Promise.all([
    getTranslations('Ticker'),
    getNewsList(locale, TICKER_SIZE, 0).catch((error: unknown) => {
      if (isUpstreamFailure(error)) return error;
      throw error;
    }),
  ]);
  if (isUpstreamFailure(latest)) {
    return (
      <OptionalPartBoundary fallback={null}>
        <RenderFailure error={latest} fallback={null} />
      </OptionalPartBoundary>
    );
  }
  return (
    <section className={`${styles.ticker} screen-only`} aria-labelledby="ticker-label">
      <div className={styles.row}>
        <p id="ticker-label" className={styles.label}>
          {t('label')}
        </p>
        <TickerTrack
          items={latest.items.map((news) => ({ id: news.id, title: news.title, href: routes.newsDetails(news.id) }))}
          pauseLabel={t('pause')}
          playLabel={t('play')}
        />
      </div>
    </section>
  );
}
