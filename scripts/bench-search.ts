/**
 * The site search's index at the size of a large site (`npm run bench` runs it; alone:
 * `node --expose-gc scripts/bench-search.ts`): 20,000 items made from the demo's texts in
 * the three languages, the time to index them, the memory the index holds, a refresh in
 * which nothing changed, and the time of 1,000 queries typed as visitors type them (whole
 * words, beginnings, one typo, two words). Prints a Markdown table.
 */
import { demoCollections, LANGS } from '../demo-upstream/content/index.ts';
import { markdownTable, median } from './bench-report.ts';
import { fingerprintOf, SearchIndex, SEARCH_KINDS, type SearchSource } from '../lib/search/search-index.ts';

export const SEARCH_ITEMS = 20_000;
const QUERIES = 1_000;

/** A small deterministic generator, so that every run indexes and asks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Titles and texts of every language's demo content, the material of the items. */
function demoTexts(): { title: string; text: string }[] {
  return LANGS.flatMap((lang) => {
    const demo = demoCollections(lang);
    return [
      ...demo.news.map((item) => ({ title: item.title, text: plain(item.content) })),
      ...demo.articles.map((item) => ({ title: item.title, text: plain(item.content) })),
      ...demo.competitions.map((item) => ({ title: item.title, text: plain(item.description) })),
      ...demo.courses.map((item) => ({ title: item.title, text: plain(item.description) })),
      ...demo.services.map((item) => ({ title: item.title, text: plain(item.description ?? '') })),
      ...demo.faq.map((item) => ({ title: item.question, text: plain(item.answer) })),
    ];
  });
}

/** `count` items, each a demo title with another's words mixed in, and two demo texts. */
export function syntheticSources(count: number): SearchSource[] {
  const texts = demoTexts();
  const next = random(7);
  const pick = () => texts[Math.floor(next() * texts.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const base = pick();
    const extra = pick().title.split(' ');
    const title = `${base.title} ${extra[Math.floor(next() * extra.length)]} ${index}`;
    const text = `${base.text} ${pick().text}`;
    const kind = SEARCH_KINDS[index % SEARCH_KINDS.length]!;
    const id = `${kind}:${index}`;
    return {
      id,
      // As the site's: a hash of what the item is read as.
      fingerprint: () => fingerprintOf({ title, text }),
      document: () => ({ id, kind, title, text, date: null, href: `/${kind}/${index}` }),
    };
  });
}

/** Queries as visitors type them, from the words of `titles`: a word, its beginning, a word with one letter wrong, two words. */
export function visitorQueries(titles: readonly string[], count: number): string[] {
  const next = random(11);
  const word = () => {
    const words = titles[Math.floor(next() * titles.length)]!.split(/\s+/).filter(
      (candidate) => candidate.length >= 5 && !/\d/.test(candidate),
    );
    return words[Math.floor(next() * words.length)] ?? 'olympiad';
  };
  return Array.from({ length: count }, (_, index) => {
    const chosen = word();
    switch (index % 4) {
      case 0:
        return chosen;
      case 1:
        return chosen.slice(0, 4);
      case 2: {
        // One letter inside the word replaced by another.
        const at = 1 + Math.floor(next() * (chosen.length - 2));
        return `${chosen.slice(0, at)}${chosen[at] === 'a' ? 'e' : 'a'}${chosen.slice(at + 1)}`;
      }
      default:
        return `${chosen} ${word()}`;
    }
  });
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export async function benchSearch(): Promise<string> {
  const sources = syntheticSources(SEARCH_ITEMS);
  collectGarbage();
  const before = process.memoryUsage();
  const buildStarted = performance.now();
  const index = new SearchIndex();
  await index.refresh(sources);
  const buildMs = performance.now() - buildStarted;
  collectGarbage();
  const after = process.memoryUsage();

  const refreshStarted = performance.now();
  await index.refresh(sources);
  const refreshMs = performance.now() - refreshStarted;

  const times: number[] = [];
  let found = 0;
  for (const query of visitorQueries(
    sources.map((source) => source.document().title),
    QUERIES,
  )) {
    const started = performance.now();
    found += index.search(query).count > 0 ? 1 : 0;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  const measured = typeof (globalThis as { gc?: unknown }).gc === 'function';
  return [
    `**Search index** (${SEARCH_ITEMS.toLocaleString('en')} items from the demo's texts in three languages; ${QUERIES.toLocaleString('en')} queries: whole words, beginnings, a typo, two words)`,
    '',
    markdownTable(
      ['figure', 'value'],
      [
        ['index built from nothing', `${buildMs.toFixed(0)} ms`],
        ['refreshed with nothing changed', `${refreshMs.toFixed(0)} ms`],
        [
          'memory held by the index (heap; resident)',
          measured
            ? `${megabytes(after.heapUsed - before.heapUsed)}; ${megabytes(after.rss - before.rss)}`
            : 'not measured (run node with --expose-gc)',
        ],
        ['query latency p50', `${median(times).toFixed(2)} ms`],
        ['query latency p99', `${percentile(99).toFixed(2)} ms`],
        ['queries with at least one result', `${found} of ${QUERIES}`],
      ],
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSearch());
