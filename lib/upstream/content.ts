import 'server-only';
import { collection } from './request';
import { albumSchema, albumSummarySchema, articleSchema, newsSchema, videoSchema } from './schemas';

export const { list: getNewsList, item: getNewsItem } = collection('content', '/news', 'news', newsSchema);
export const { list: getArticleList, item: getArticle } = collection('content', '/article', 'articles', articleSchema);
// A list of albums gives each one's cover; an album, all its photos.
export const { list: getAlbumList } = collection('content', '/image', 'albums', albumSummarySchema);
export const { item: getAlbum } = collection('content', '/image', 'albums', albumSchema);
export const { list: getVideoList } = collection('content', '/video', 'videos', videoSchema);
