import { feedRoute } from '@/lib/seo/feeds';

/** The latest news as RSS, in the language of the path. */
export const GET = feedRoute('news');
