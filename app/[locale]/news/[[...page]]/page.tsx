import { NewsGrid } from '@/components/news/news-grid';
import { pagedListPage } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'News',
  pathname: routes.news(),
  pageSize: PAGE_SIZE.news,
  list: getNewsList,
  render: (items, locale) => <NewsGrid items={items} locale={locale} headingLevel={2} leadsPage />,
});

export { generateMetadata };
export default ListPage;
