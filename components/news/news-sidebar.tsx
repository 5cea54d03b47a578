import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { otherItems } from '@/lib/sidebar';
import { getNewsList } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import layout from '../page/page-layout.module.scss';
import { SidebarList } from '../sidebar/sidebar-list';
import { UpstreamSection } from '../upstream/upstream-section';

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
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, SIDEBAR_SIZE.news).map((news) => ({
              key: news.id,
              href: routes.newsDetails(news.id),
              title: news.title,
              image: news.thumbnail,
              date: { iso: news.publishedAt, text: formatCardDate(news.publishedAt, languageTag(locale)) },
            }))}
          />
        )}
        retryHref={retryHref}
      />
    </aside>
  );
}
