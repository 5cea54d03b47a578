import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { TICKER_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';
import { TickerTrack } from './ticker-track';
import styles from './ticker.module.scss';

/** The latest news under the header, on every page. Its row keeps one height from the first paint on. */
export async function Ticker({ locale }: { locale: Locale }) {
  const [t, latest] = await Promise.all([getTranslations('Ticker'), getNewsList(locale, TICKER_SIZE, 0)]);
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
