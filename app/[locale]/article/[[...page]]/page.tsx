import { pagedListPage } from '@/components/page/paged-list-page';
import { PublicationGrid } from '@/components/publication/publication-grid';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getArticleList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Articles',
  pathname: routes.articles(),
  pageSize: PAGE_SIZE.articles,
  list: getArticleList,
  render: (items, locale) => (
    <PublicationGrid items={items} detailHref={routes.articleDetails} locale={locale} headingLevel={2} leadsPage />
  ),
});

export { generateMetadata };
export default ListPage;
