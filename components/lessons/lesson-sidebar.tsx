import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCourseList } from '@/lib/upstream';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';

/** What the sidebar shows: one more than it lists, as the current lesson is left out. */
export const loadOtherLessons = (locale: Locale) => getCourseList(locale, SIDEBAR_SIZE.lessons + 1, 0);

/** The latest lessons other than the one on the page. */
export async function LessonSidebar({ locale, currentId }: { locale: Locale; currentId: number }) {
  const t = await getTranslations('Lessons');
  return (
    <OtherItemsSidebar
      headingId="other-lessons"
      heading={t('otherLessons')}
      load={() => loadOtherLessons(locale)}
      currentId={currentId}
      count={SIDEBAR_SIZE.lessons}
      detailHref={routes.lessonDetails}
      details={(lesson) => ({
        image: lesson.thumbnail,
        date: { iso: lesson.createdAt, text: formatCardDate(lesson.createdAt, locale) },
      })}
    />
  );
}
