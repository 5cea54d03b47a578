import { LessonGrid } from '@/components/lessons/lesson-card';
import { LessonFacts } from '@/components/lessons/lesson-facts';
import { DetailArticle } from '@/components/page/detail-article';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { formatCardDate } from '@/lib/dates';
import { languageTag } from '@/lib/i18n/language';
import { LESSONS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { institute } from '@/lib/seo/institute';
import { course } from '@/lib/seo/structured-data';
import { getCourse, getCourseList, type Course } from '@/lib/upstream';
import { sitePictureUrl } from '@/lib/seo/site-pictures';

export const lessonDetail: DetailKind<Course> = {
  namespace: LESSONS.namespace,
  list: routes.lessons(),
  href: routes.lessonDetails,
  get: getCourse,
  summary: (lesson) => ({ title: lesson.title, html: lesson.descriptionHtml, image: lesson.image }),
  structuredData: async (lesson, { locale, url }) =>
    course({
      name: lesson.title,
      url,
      description: htmlToText(lesson.descriptionHtml),
      image: sitePictureUrl(lesson.image),
      inLanguage: languageTag(locale),
      provider: await institute(locale),
    }),
  main: (lesson, { locale }) => (
    <DetailArticle
      image={lesson.image}
      facts={<LessonFacts lesson={lesson} locale={locale} withDate />}
      html={lesson.descriptionHtml}
    />
  ),
  sidebar: otherItemsSidebar({
    heading: 'Lessons.otherLessons',
    headingId: 'other-lessons',
    count: LESSONS.sidebarSize,
    load: (locale) => getCourseList(locale, LESSONS.sidebarSize + 1, 0),
    href: routes.lessonDetails,
    details: (lesson, { locale }) => ({
      image: lesson.thumbnail,
      date: { iso: lesson.createdAt, text: formatCardDate(lesson.createdAt, locale) },
    }),
  }),
};

export const lessonList: ListKind<Course> = {
  namespace: LESSONS.namespace,
  pathname: routes.lessons(),
  list: getCourseList,
  pageSize: LESSONS.pageSize,
  grid: LessonGrid,
};
