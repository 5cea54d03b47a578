import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { getNewsList } from '@/lib/upstream';
import { otherItems } from '@/lib/sidebar';
import { UpstreamSection } from '../upstream/upstream-section';
import layout from '../page/page-layout.module.scss';
import { NewsGrid } from './news-grid';

/** The latest news other than the one on the page. */
export async function NewsSidebar({ locale, currentId, retryHref }: { locale: Locale; currentId: number; retryHref: string }) {
  const t = await getTranslations('News');
  return (
    <aside aria-labelledby="other-news">
      <h2 id="other-news" className={layout.sidebarHeading}>
        {t('otherNews')}
      </h2>
      <UpstreamSection
        // One more than shown, so that leaving out the current item still fills the list.
        load={() => getNewsList(locale, SIDEBAR_SIZE.news + 1, 0)}
        render={(page) => <NewsGrid items={otherItems(page.items, currentId, SIDEBAR_SIZE.news)} locale={locale} />}
        retryHref={retryHref}
      />
    </aside>
  );
}
