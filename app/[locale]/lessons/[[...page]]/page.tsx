import { LessonGrid } from '@/components/lessons/lesson-grid';
import { pagedListPage } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCourseList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Lessons',
  pathname: routes.lessons(),
  pageSize: PAGE_SIZE.default,
  list: getCourseList,
  render: (items, locale) => <LessonGrid items={items} locale={locale} leadsPage />,
});

export { generateMetadata };
export default ListPage;
