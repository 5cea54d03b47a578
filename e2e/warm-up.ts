import { upstreamLanguage } from '../lib/i18n/language';
import { DEMO_ORIGIN, E2E_TOKEN, SITE_URL } from './servers';

/*
 * Before the browser tests start, the main site renders each page they visit once, and each
 * language's search index, which the site makes when it starts, is waited for. A test then
 * meets a page as visitors mostly do, from the page cache, and its time limit never pays for a
 * first render.
 * The other sites are left cold: their tests are about what happens before a good render.
 */

const LOCALES = ['tm', 'ru', 'en'] as const;
export const LISTS = [
  '',
  '/news',
  '/news?page=2',
  '/article',
  '/article?page=2',
  '/photos',
  '/videos',
  '/advertisements',
  '/competitions',
  '/competitions?page=2',
  '/lessons',
  '/lessons?page=2',
  '/branches/all',
  '/offices/all',
  '/services',
  '/faq',
  '/about',
  '/contact',
  '/accessibility',
  '/instructor-profile',
  '/digital/e-school',
  '/no-such-page',
];
/** Each kind of detail page, and where the demo lists its items. */
export const DETAILS = [
  { page: '/news-details', list: '/content/api/v1/news/', content: true },
  { page: '/article-details', list: '/content/api/v1/article/', content: true },
  { page: '/gallery-details', list: '/content/api/v1/image/', content: true },
  { page: '/competition-details', list: '/competition', content: false },
  { page: '/lesson-details', list: '/course', content: false },
  { page: '/advertisement-details', list: '/mahabat', content: false },
  { page: '/branch-details', list: '/branch', content: false },
  { page: '/office-details', list: '/mudirlik', content: false },
  { page: '/service-details', list: '/service', content: false },
];
/** The items of each list warmed: the tests open the first few, and the first of a second page. */
const ITEMS_PER_LIST = 3;
const PARALLEL = 3;

export async function firstIds(locale: string, list: string, content: boolean): Promise<number[]> {
  const lang = upstreamLanguage(locale as (typeof LOCALES)[number]);
  const url = content
    ? `${DEMO_ORIGIN}${list}?limit=${ITEMS_PER_LIST}&offset=0&lang=${lang}`
    : `${DEMO_ORIGIN}/provider/${lang}/api${list}?limit=${ITEMS_PER_LIST}&offset=0`;
  const response = await fetch(url, { headers: { Centralized: E2E_TOKEN, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`warm-up: the demo answered ${response.status} for ${url}`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  return results.slice(0, ITEMS_PER_LIST).map((item) => item.id);
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
    paths.push(...LISTS.map((list) => `/${locale}${list}`));
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
