import { upstreamLanguage } from '../lib/i18n/language';
import { KINDS, type Kind } from '../lib/kinds/index';
import { kindListHref, pagedHref, routes } from '../lib/routes';
import { DEMO_ORIGIN, E2E_TOKEN, SITE_URL } from './servers';

/*
 * Before the browser tests start, the main site renders each page they visit once, and each
 * language's search index, which the site makes when it starts, is waited for. A test then
 * meets a page as visitors mostly do, from the page cache, and its time limit never pays for a
 * first render.
 * The other sites are left cold: their tests are about what happens before a good render.
 */

const LOCALES = ['tm', 'ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** The demo's address of a kind's list (the same path as the site's upstream calls). */
const demoList = ({ upstream }: Kind) =>
  upstream.api === 'content' ? `/content/api/v1${upstream.path}/` : upstream.path;

/** Every kind's list (of all categories, where it has them), and the pages that are no kind's. */
export const LISTS = [
  '',
  ...(KINDS as readonly Kind[]).map((kind) => kindListHref(kind)),
  routes.about(),
  routes.contact(),
  routes.accessibility(),
  routes.instructorProfile(),
  routes.digital('e-school'),
  '/no-such-page',
];
/** Each kind of detail page, and where the demo lists its items. */
export const DETAILS = (KINDS as readonly Kind[]).flatMap((kind) =>
  kind.detail ? [{ page: kind.detail.path, list: demoList(kind), content: kind.upstream.api === 'content' }] : [],
);
/** The items of each list warmed: the tests open the first few, and the first of a second page. */
const ITEMS_PER_LIST = 3;
const PARALLEL = 3;

async function demoFirstPage(locale: string, list: string, content: boolean, limit: number) {
  const lang = upstreamLanguage(locale as Locale);
  const url = content
    ? `${DEMO_ORIGIN}${list}?limit=${limit}&offset=0&lang=${lang}`
    : `${DEMO_ORIGIN}/provider/${lang}/api${list}?limit=${limit}&offset=0`;
  const response = await fetch(url, { headers: { Centralized: E2E_TOKEN, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`warm-up: the demo answered ${response.status} for ${url}`);
  return (await response.json()) as { count: number; results: { id: number }[] };
}

export async function firstIds(locale: string, list: string, content: boolean): Promise<number[]> {
  const { results } = await demoFirstPage(locale, list, content, ITEMS_PER_LIST);
  return results.slice(0, ITEMS_PER_LIST).map((item) => item.id);
}

/** The second page of each paged list that has one in the demo: the tests of paging open it. */
export async function secondPages(locale: string): Promise<string[]> {
  const paged = (KINDS as readonly Kind[]).filter((kind) => kind.list.paged && kind.pageSize);
  const counts = await Promise.all(
    paged.map(async (kind) => (await demoFirstPage(locale, demoList(kind), kind.upstream.api === 'content', 1)).count),
  );
  return paged.flatMap((kind, index) => (counts[index]! > kind.pageSize! ? [pagedHref(kindListHref(kind), 2)] : []));
}

/** Waits until each language's search index, made when the site started, exists. */
async function untilSearchFinds(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const locale of LOCALES) {
    for (;;) {
      const html = await (await fetch(`${SITE_URL}/${locale}/search?q=a`)).text();
      if (html.includes('id="search-count"')) break;
      if (Date.now() > deadline) throw new Error(`warm-up: the ${locale} search index was not made within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export default async function warmUp(): Promise<void> {
  const started = Date.now();
  const paths: string[] = [];
  for (const locale of LOCALES) {
    paths.push(...[...LISTS, ...(await secondPages(locale))].map((list) => `/${locale}${list}`));
    for (const { page, list, content } of DETAILS) {
      for (const id of await firstIds(locale, list, content)) paths.push(`/${locale}${page}/${id}`);
    }
  }
  const queue = [...paths];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path}: ${response.status}`);
      }
    }),
  );
  await untilSearchFinds();
  // A page that fails here would fail its test too, with a clearer message there.
  if (failures.length > 0) console.warn(`warm-up: ${failures.join(', ')}`);
  console.log(`Warmed ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
