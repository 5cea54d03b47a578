import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { otherItems } from '@/lib/sidebar';
import { getCourseList } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import layout from '../page/page-layout.module.scss';
import { SidebarList } from '../sidebar/sidebar-list';
import { UpstreamSection } from '../upstream/upstream-section';

/** The latest lessons other than the one on the page. */
export async function LessonSidebar({ locale, currentId, retryHref }: { locale: Locale; currentId: number; retryHref: string }) {
  const t = await getTranslations('Lessons');
  return (
    <aside aria-labelledby="other-lessons">
      <h2 id="other-lessons" className={layout.sidebarHeading}>
        {t('otherLessons')}
      </h2>
      <UpstreamSection
        // One more than shown, so that leaving out the current item still fills the list.
        load={() => getCourseList(locale, SIDEBAR_SIZE.lessons + 1, 0)}
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, SIDEBAR_SIZE.lessons).map((lesson) => ({
              key: lesson.id,
              href: routes.lessonDetails(lesson.id),
              title: lesson.title,
              image: lesson.thumbnail,
              date: { iso: lesson.createdAt, text: formatCardDate(lesson.createdAt, languageTag(locale)) },
            }))}
          />
        )}
        retryHref={retryHref}
      />
    </aside>
  );
}
