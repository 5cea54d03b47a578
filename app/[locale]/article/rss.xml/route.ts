import { feedRoute } from '@/lib/seo/feeds';

/** The latest articles as RSS, in the language of the path. */
export const GET = feedRoute('articles');
