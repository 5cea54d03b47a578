import { routes } from '@/lib/routes';
import { linkCardGrid } from '@/components/card/link-card';

/** News cards: on their list and in the home page's section (`headingLevel` 3). */
export const NewsGrid = linkCardGrid(routes.newsDetails);

export const ArticleGrid = linkCardGrid(routes.articleDetails);
