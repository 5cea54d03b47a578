import { LessonFacts } from '@/components/lessons/lesson-facts';
import { LessonGrid } from '@/components/lessons/lesson-grid';
import { LessonSidebar, loadOtherLessons } from '@/components/lessons/lesson-sidebar';
import { DetailArticle } from '@/components/page/detail-article';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { languageTag } from '@/lib/i18n/language';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/sanitize';
import { institute } from '@/lib/seo/institute';
import { course } from '@/lib/seo/structured-data';
import { getCourse, getCourseList, type Course } from '@/lib/upstream';

export const lessonDetail: DetailKind<Course> = {
  namespace: 'Lessons',
  list: routes.lessons(),
  href: routes.lessonDetails,
  get: getCourse,
  summary: (lesson) => ({ title: lesson.title, html: lesson.descriptionHtml, image: lesson.image }),
  structuredData: async (lesson, { locale, url }) =>
    course({
      name: lesson.title,
      url,
      description: htmlToText(lesson.descriptionHtml),
      image: lesson.image,
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
  sidebar: {
    load: loadOtherLessons,
    render: (_, { locale, id }) => <LessonSidebar locale={locale} currentId={id} />,
  },
};

export const lessonList: ListKind<Course> = {
  namespace: 'Lessons',
  pathname: routes.lessons(),
  pageSize: PAGE_SIZE.default,
  list: getCourseList,
  render: (items, locale) => <LessonGrid items={items} locale={locale} leadsPage />,
};
