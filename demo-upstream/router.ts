import { DEMO_CONTENT_TOKEN } from './environment.ts';
import type { DemoCollections, Lang } from './content/index.ts';
import { albumSummary, demoCollections, isLang } from './content/index.ts';
import { applyEdits, type Edit } from './edits.ts';
import { serveMedia } from './media.ts';

/**
 * The demo upstream as one pure function from a web-standard Request to a Response. It
 * keeps the contract in UPSTREAM.md (the project's upstream contract) and reads only the path, the query and the
 * headers of a request, never its host, so the node:http server and msw can both mount it.
 */

/** The site's default token, so that `npm start` needs no configuration. */
export const DEMO_TOKEN = DEMO_CONTENT_TOKEN;
export const PROVIDER_PREFIX = '/provider';
export const CONTENT_PREFIX = '/content/api/v1';
export const MEDIA_PREFIX = '/media';

export interface DemoHandlerOptions {
  /** Publisher credential the content API expects in the `Centralized` header. */
  token?: string;
  /** Base for the few media URLs served in absolute form; without it all stay relative. */
  mediaBaseUrl?: string;
  /** News stories per language (see DemoContentOptions); default the sample's. */
  newsCount?: number;
  /** The edits in force, read on every request (see edits.ts). */
  edits?: () => readonly Edit[];
}

export type DemoHandler = (request: Request) => Promise<Response>;

type Item = { readonly id: number };

/** `data` answers `{"data": item}`, `bare` the item itself: the contract allows both. */
type DetailShape = 'data' | 'bare';

interface ProviderRoute {
  list: (collections: DemoCollections) => readonly Item[];
  detail?: DetailShape;
  /** Honours `?category_id=` by the items' `category_id`. */
  byCategory?: boolean;
}

const PROVIDER_ROUTES = new Map<string, ProviderRoute>([
  ['news', { list: (c) => c.news }],
  ['mudirlik', { list: (c) => c.offices, detail: 'data', byCategory: true }],
  ['branch', { list: (c) => c.branches, detail: 'data', byCategory: true }],
  // Two detail routes answer the bare object, so the site's handling of both shapes is exercised.
  ['service', { list: (c) => c.services, detail: 'bare' }],
  ['faq', { list: (c) => c.faq }],
  ['slider', { list: (c) => c.slides }],
  ['competition', { list: (c) => c.competitions, detail: 'data' }],
  ['course', { list: (c) => c.courses, detail: 'data' }],
  ['mahabat', { list: (c) => c.advertisements, detail: 'bare' }],
]);

interface ContentRoute {
  list: (collections: DemoCollections) => readonly Item[];
  detail?: { shape: DetailShape; items: (collections: DemoCollections) => readonly Item[] };
}

const CONTENT_ROUTES = new Map<string, ContentRoute>([
  ['news', { list: (c) => c.news, detail: { shape: 'data', items: (c) => c.news } }],
  ['article', { list: (c) => c.articles, detail: { shape: 'bare', items: (c) => c.articles } }],
  ['image', { list: (c) => c.albums.map(albumSummary), detail: { shape: 'bare', items: (c) => c.albums } }],
  ['video', { list: (c) => c.videos }],
]);

const utf8 = new TextEncoder();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const bytes = utf8.encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(bytes.length),
      ...headers,
    },
  });
}

const notFound = (detail = 'Not found.') => json(404, { detail });
const badRequest = (detail: string) => json(400, { detail });

/** Thrown for a malformed query parameter; turned into a 400 answer. */
class QueryError extends Error {}

/**
 * A query parameter that must be an integer ≥ `min`. An empty value counts as absent,
 * as frameworks commonly treat `?limit=`.
 */
function integerParam(query: URLSearchParams, name: string, min: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new QueryError(`Query parameter '${name}' must be ${min > 0 ? 'a positive' : 'a non-negative'} integer.`);
  }
  return value;
}

/** Ids in paths are positive decimal integers; anything else names no item. */
function parseId(segment: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(segment) ? Number(segment) : undefined;
}

function withQuery(url: URL, changes: Record<string, number | null>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.searchParams.delete(name);
    else next.searchParams.set(name, String(value));
  }
  return next.toString();
}

/**
 * A limit/offset page in the Django REST framework style. Without `limit` every item from
 * `offset` on is returned; an offset past the end answers the count and no results.
 */
function page(url: URL, items: readonly Item[]): Response {
  const limit = integerParam(url.searchParams, 'limit', 0);
  const offset = integerParam(url.searchParams, 'offset', 0) ?? 0;
  const count = items.length;
  const results = items.slice(offset, limit === undefined ? undefined : offset + limit);
  let next: string | null = null;
  let previous: string | null = null;
  if (limit !== undefined && limit > 0) {
    if (offset + limit < count) next = withQuery(url, { limit, offset: offset + limit });
    if (offset > 0) previous = withQuery(url, { limit, offset: offset - limit > 0 ? offset - limit : null });
  }
  return json(200, { count, next, previous, results });
}

function detail(items: readonly Item[], idSegment: string, shape: DetailShape): Response {
  const id = parseId(idSegment);
  const item = id === undefined ? undefined : items.find((candidate) => candidate.id === id);
  if (!item) return notFound();
  return json(200, shape === 'data' ? { data: item } : item);
}

function categoryFilter(url: URL, items: readonly Item[]): readonly Item[] {
  const categoryId = integerParam(url.searchParams, 'category_id', 1);
  if (categoryId === undefined) return items;
  return items.filter((item) => 'category_id' in item && item.category_id === categoryId);
}

/** Path segments after `prefix`, with one trailing slash ignored; undefined if outside it. */
function segmentsAfter(pathname: string, prefix: string): string[] | undefined {
  if (!pathname.startsWith(`${prefix}/`)) return undefined;
  const rest = pathname.slice(prefix.length + 1);
  return (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
}

export function createDemoHandler(options: DemoHandlerOptions = {}): DemoHandler {
  const token = options.token ?? DEMO_TOKEN;
  const built = new Map<Lang, DemoCollections>();
  const collections = (lang: Lang): DemoCollections => {
    let found = built.get(lang);
    if (!found) {
      found = demoCollections(lang, { mediaBaseUrl: options.mediaBaseUrl, newsCount: options.newsCount });
      built.set(lang, found);
    }
    return options.edits ? applyEdits(found, options.edits()) : found;
  };

  function provider(url: URL, segments: string[]): Response {
    const [lang = '', api, resource = '', id, ...extra] = segments;
    if (!isLang(lang)) return notFound(`Unknown language "${lang}".`);
    if (api !== 'api' || extra.length > 0) return notFound();

    if (resource === 'branchcategory') {
      const categories = collections(lang).branchCategories;
      if (id === undefined) return page(url, categories);
      const categoryId = parseId(id);
      if (!categories.some((category) => category.id === categoryId)) return notFound();
      return page(
        url,
        collections(lang).branches.filter((branch) => branch.category_id === categoryId),
      );
    }

    const route = PROVIDER_ROUTES.get(resource);
    if (!route) return notFound();
    const items = route.list(collections(lang));
    if (id === undefined) return page(url, route.byCategory ? categoryFilter(url, items) : items);
    return route.detail ? detail(items, id, route.detail) : notFound();
  }

  function content(request: Request, url: URL, segments: string[]): Response {
    const [resource = '', id, ...extra] = segments;
    const route = CONTENT_ROUTES.get(resource);
    // The route is resolved before credentials are checked, as in the real service.
    if (!route || extra.length > 0 || (id !== undefined && !route.detail)) return notFound();

    const credential = request.headers.get('centralized');
    if (credential === null) {
      return json(
        401,
        { detail: 'Authentication credentials were not provided.' },
        { 'www-authenticate': 'Centralized' },
      );
    }
    if (credential !== token) return json(403, { detail: 'Invalid publisher token.' });

    const lang = url.searchParams.get('lang');
    if (!isLang(lang)) return badRequest("Query parameter 'lang' must be one of: tk, ru, en.");

    if (id === undefined) return page(url, route.list(collections(lang)));
    return route.detail ? detail(route.detail.items(collections(lang)), id, route.detail.shape) : notFound();
  }

  async function route(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(405, { detail: `Method "${request.method}" not allowed.` }, { allow: 'GET, HEAD' });
    }
    const url = new URL(request.url);
    const { pathname } = url;

    if (pathname.startsWith(`${MEDIA_PREFIX}/`)) {
      return (await serveMedia(pathname, request.headers.get('range'))) ?? notFound();
    }
    const providerSegments = segmentsAfter(pathname, PROVIDER_PREFIX);
    if (providerSegments) return provider(url, providerSegments);
    const contentSegments = segmentsAfter(pathname, CONTENT_PREFIX);
    if (contentSegments) return content(request, url, contentSegments);
    return notFound();
  }

  return async (request) => {
    let response: Response;
    try {
      response = await route(request);
    } catch (error) {
      if (error instanceof QueryError) {
        response = badRequest(error.message);
      } else {
        console.error('demo upstream: unexpected error', error);
        response = json(500, { detail: 'Internal server error.' });
      }
    }
    // HEAD answers carry the GET headers (including content-length) without a body.
    return request.method === 'HEAD'
      ? new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
      : response;
  };
}
