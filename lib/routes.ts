/** Every internal path of the site, without its locale (lib/i18n/navigation adds it). */

import { parsePage, parseQuery, parseSearchKind, POSITIVE_INTEGER_PATTERN } from './params.ts';
import type { SearchKind } from './search/search-document.ts';
import { KINDS, type AnyKind, type Kind } from './kinds/index.ts';

export const DIGITAL_SERVICES = ['e-school', 'e-garden', 'system', 'payment'] as const;
export type DigitalService = (typeof DIGITAL_SERVICES)[number];

/** Each kind's list and item pages (lib/kinds), named as the kind names them: `routes.news()`, `routes.newsDetails(42)`. */
type RoutesOfKind<K> = K extends AnyKind
  ? {
      [Name in K['list']['route']]: K['list'] extends { byCategory: true }
        ? (categoryId?: number) => string
        : () => string;
    } & (K extends { detail: { route: infer Name extends string } } ? { [N in Name]: (id: number) => string } : unknown)
  : never;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (both: infer I) => void
  ? I
  : never;
type KindRoutes = UnionToIntersection<RoutesOfKind<AnyKind>>;

/** A kind's list, of one category or (without one) of all where the list is by category. */
export function kindListHref({ list }: Kind, categoryId?: number): string {
  return list.byCategory ? `${list.path}/${categoryId ?? 'all'}` : list.path;
}

/** An item's page, for the kinds whose items have pages. */
export function kindDetailHref({ detail }: Kind, id: number): string | undefined {
  return detail && `${detail.path}/${id}`;
}

function kindRoutes(): KindRoutes {
  return Object.fromEntries(
    (KINDS as readonly Kind[]).flatMap((kind) => [
      [kind.list.route, (categoryId?: number) => kindListHref(kind, categoryId)],
      ...(kind.detail ? [[kind.detail.route, (id: number) => kindDetailHref(kind, id)]] : []),
    ]),
  ) as KindRoutes;
}

const KIND_ROUTES = kindRoutes();

export const routes = {
  home: () => '/',
  about: () => '/about',
  accessibility: () => '/accessibility',
  contact: () => '/contact',
  instructorProfile: () => '/instructor-profile',
  ...KIND_ROUTES,
  /** iCalendar: one competition, and the feed of upcoming and recent ones. */
  competitionCalendar: (id: number) => `${KIND_ROUTES.competitionDetails(id)}/calendar.ics`,
  competitionsCalendar: () => `${KIND_ROUTES.competitions()}.ics`,
  digital: (name: DigitalService) => `/digital/${name}`,
  search: () => '/search',
} as const;

// First segment of each page's path ('' for home); any argument will do to learn it.
const PAGE_SEGMENTS = new Set(Object.values(routes).map((route) => route(1 as never).split('/')[1] ?? ''));

/** Whether a path without a locale (`/contact`, `/news-details/7`) names a page of the site. */
export function isSitePagePath(pathname: string): boolean {
  return pathname.startsWith('/') && PAGE_SEGMENTS.has(pathname.split('/')[1] ?? '');
}

/** An editor's link to a site page without a language (`/contact`) gets the page's; others are left as they are. */
export function inLanguage(href: string, locale: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathEnd = href.search(/[?#]/);
  const pathname = pathEnd === -1 ? href : href.slice(0, pathEnd);
  if (!isSitePagePath(pathname)) return href;
  return `/${locale}${pathname === '/' ? '' : pathname}${pathEnd === -1 ? '' : href.slice(pathEnd)}`;
}

/** The query parameter that numbers a list's pages in its public address. */
const PAGE_QUERY = 'page';
/** The query parameter of a search's text. */
const SEARCH_QUERY = 'q';
/** The query parameter of the one kind of result a search is narrowed to. */
const SEARCH_KIND = 'kind';

/** The only query parameters any page reads: nginx keys its cache on these alone (deploy/nginx/site.conf). */
export const CACHE_KEY_QUERY_PARAMETERS = [PAGE_QUERY, SEARCH_QUERY, SEARCH_KIND] as const;

/** A list's URL for page N, keeping the rest of its query; page 1 has no `page`, so it has one URL. */
export function pagedHref(pathname: string, page: number, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query);
  if (page !== 1) search.set(PAGE_QUERY, String(page));
  const queryString = search.toString();
  return queryString ? `${pathname}?${queryString}` : pathname;
}

/** A search's query parameters besides its page: its text, and the kind of result it is narrowed to, if any. */
export function searchParameters(query: string, kind: SearchKind | null = null): Record<string, string> {
  return kind ? { [SEARCH_QUERY]: query, [SEARCH_KIND]: kind } : { [SEARCH_QUERY]: query };
}

/** The address of a page of a search's results, of one kind or of all. */
export const searchHref = (query: string, kind: SearchKind | null = null, page = 1) =>
  pagedHref(routes.search(), page, searchParameters(query, kind));

/**
 * Lists whose page N is addressed `<list>?page=N` but kept as `<list>/N`, as the page cache keys on
 * paths, not queries: proxy.ts rewrites to it, next.config.ts redirects it, asked for directly, back,
 * and the list's route is `app/[locale]<list>/[[...page]]` (routes.paging.test.ts holds them to this).
 */
export const PAGED_LISTS: readonly string[] = (KINDS as readonly Kind[]).flatMap(({ list }) =>
  list.paged ? [list.byCategory ? `${list.path}/:category` : list.path] : [],
);

const PAGED_LIST_PATH = new RegExp(`^(?:${PAGED_LISTS.map((list) => list.replace(/:\w+/g, '[^/]+')).join('|')})$`);

/**
 * The segment of a page number as the list's route reads it (lib/params.ts): anything else becomes
 * one segment, so that junk neither fills the page cache nor walks the path.
 */
function pageSegment(pages: string[]): string {
  return parsePage(pages) === null ? 'invalid' : pages[0]!;
}

/** The internal path of a paged list's page, or undefined when the address is no paged list's page. */
function listPagePath(pathname: string, query: URLSearchParams): string | undefined {
  const pages = query.getAll(PAGE_QUERY);
  if (pages.length === 0 || !PAGED_LIST_PATH.test(pathname)) return undefined;
  const segment = pageSegment(pages);
  // The first page is the list's own address: `?page=1` is served from its entry, never made again.
  return segment === '1' ? undefined : `${pathname}/${segment}`;
}

/**
 * Search results are addressed `/search?q=…&kind=…&page=N` but kept as `/search/<query>/<N>`, or
 * `/search/<query>/<N>/<kind>` when narrowed to a kind, one page per query as it is read (spaces
 * collapsed, cut at the box's length), page and kind: proxy.ts rewrites to it and the routes are
 * `app/[locale]/search/[query]/[page]` and its `[kind]`. The query is in base64url, so that any
 * text is one segment a URL cannot reinterpret (`/`, `..`, `%`). A kind that is none (lib/params.ts)
 * is every kind: the same page as without it.
 */
function searchResultsPath(query: URLSearchParams): string | undefined {
  const text = parseQuery(query.getAll(SEARCH_QUERY));
  if (!text) return undefined;
  // An empty `page` (a form that sent one) is the first page.
  const pages = query.getAll(PAGE_QUERY).filter(Boolean);
  const kind = parseSearchKind(query.getAll(SEARCH_KIND));
  const path = `${routes.search()}/${encodeSearchQuery(text)}/${pages.length === 0 ? '1' : pageSegment(pages)}`;
  return kind ? `${path}/${kind}` : path;
}

/** The internal path the page cache keeps an address's page under, when it is not the address's own path. */
export function cachedPagePath(pathname: string, query: URLSearchParams): string | undefined {
  return pathname === routes.search() ? searchResultsPath(query) : listPagePath(pathname, query);
}

function encodeSearchQuery(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The query of a search results path's segment; undefined when the segment is none of ours. */
export function decodeSearchQuery(segment: string): string | undefined {
  if (!/^[\w-]+$/.test(segment)) return undefined;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    // Only the form proxy.ts makes, so that one query has one entry in the page cache.
    return text && parseQuery(text) === text && encodeSearchQuery(text) === segment ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * next.config.ts's redirects (308) from each list's internal path, asked for directly, to its
 * public address: one rule for the lists of each shape (`/news`, `/branches/:category`), since
 * Next matches every rule against every request.
 */
export function pagedListRedirects(locales: readonly string[]) {
  // `/branches/:category` is the list `branches` and the rest `/:category`.
  const namesByRest = new Map<string, string[]>();
  for (const list of PAGED_LISTS) {
    const [, name = '', ...rest] = list.split('/');
    const tail = rest.map((segment) => `/${segment}`).join('');
    namesByRest.set(tail, [...(namesByRest.get(tail) ?? []), name]);
  }
  return [...namesByRest].map(([tail, names]) => ({
    source: `/:locale(${locales.join('|')})/:list(${names.join('|')})${tail}/:page(${POSITIVE_INTEGER_PATTERN})`,
    destination: `/:locale/:list${tail}?${PAGE_QUERY}=:page`,
    permanent: true as const,
  }));
}
