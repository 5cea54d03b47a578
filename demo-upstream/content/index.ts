import type { AbsoluteMedia, Album, AlbumSummary, DemoCollections, Lang } from './types.ts';
import { buildAdvertisements } from './advertisements.ts';
import { buildArticles } from './articles.ts';
import { buildAlbums, buildVideos } from './gallery.ts';
import { buildBranchCategories, buildBranches, buildOffices } from './institutions.ts';
import { buildCompetitions, buildCourses } from './learning.ts';
import { buildNews } from './news.ts';
import { buildFaq, buildServices, buildSlides } from './services.ts';

export type * from './types.ts';
export { LANGS, isLang } from './types.ts';
export { DEMO_TODAY } from './learning.ts';

export interface DemoContentOptions {
  /**
   * Public base of the demo's media (its origin, e.g. `http://127.0.0.1:4010`). When set,
   * a few items carry absolute media URLs instead of `/media/...` paths, because a real
   * upstream mixes both forms.
   */
  mediaBaseUrl?: string;
  /**
   * How many news stories each language has. Default NEWS_COUNT (50), what every page and
   * test expects; the bench asks for many more to measure search over a large site.
   */
  newsCount?: number;
}

/**
 * Every collection in one language. Items with the same id are translations of each other
 * across languages. Built fresh on each call, so callers may change what they get.
 */
export function demoCollections(lang: Lang, options: DemoContentOptions = {}): DemoCollections {
  const base = options.mediaBaseUrl?.replace(/\/+$/, '');
  const absolute: AbsoluteMedia = base ? (path) => `${base}${path}` : (path) => path;
  return {
    news: buildNews(lang, absolute, options.newsCount),
    articles: buildArticles(lang, absolute),
    albums: buildAlbums(lang, absolute),
    videos: buildVideos(lang, absolute),
    branchCategories: buildBranchCategories(lang),
    branches: buildBranches(lang, absolute),
    offices: buildOffices(lang, absolute),
    services: buildServices(lang, absolute),
    faq: buildFaq(lang),
    slides: buildSlides(lang, absolute),
    competitions: buildCompetitions(lang, absolute),
    courses: buildCourses(lang, absolute),
    advertisements: buildAdvertisements(lang, absolute),
  };
}

/** The list form of an album: its cover is the first picture. */
export function albumSummary(album: Album): AlbumSummary {
  return {
    id: album.id,
    title: album.title,
    created_at: album.created_at,
    images_count: album.images.length,
    image: { image_thumbnail: album.images[0]?.image_thumbnail ?? '' },
  };
}

/** Every `/media/...` path the content refers to: the set of media the demo serves. */
export function referencedMediaPaths(): Set<string> {
  const paths = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/media/')) paths.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  // Media paths do not depend on the language, so one language lists them all.
  visit(demoCollections('en'));
  return paths;
}
