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

/**
 * `count` items, each a demo title with another's words mixed in, and two demo texts. As the
 * site's sources do, an item makes its title and text anew each time it is asked for them: a
 * string the index keeps is then the index's, and the memory it holds is not mixed with the
 * bench's own (a string made once and kept here was counted as the index's when searching it
 * first flattened it, 14 to 19 MB at 20,000 items).
 */
export function syntheticSources(count: number): SearchSource[] {
  const texts = demoTexts();
  const next = random(7);
  const pick = () => texts[Math.floor(next() * texts.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const base = pick();
    const extra = pick().title.split(' ');
    const word = extra[Math.floor(next() * extra.length)];
    const other = pick();
    const title = () => `${base.title} ${word} ${index}`;
    const text = () => `${base.text} ${other.text}`;
    const kind = SEARCH_KINDS[index % SEARCH_KINDS.length]!;
    const id = `${kind}:${index}`;
    return {
      id,
      // As the site's: a hash of what the item is read as.
      fingerprint: () => fingerprintOf({ title: title(), text: text() }),
      document: () => ({ id, kind, title: title(), text: text(), date: null, href: `/${kind}/${index}` }),
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

/**
 * The goal: one language's index of SEARCH_ITEMS items holds at most this much memory. The
 * bench's items mix the three languages in one index, which so has more distinct terms than one's.
 */
const INDEX_GOAL_MB = 50;
/** How the table marks the goal missed: `npm run bench` fails the run on it. */
export const GOAL_MISSED = '**FAIL**';

const MB = 1024 * 1024;
const megabytes = (bytes: number, digits = 0) => `${(bytes / MB).toFixed(digits)} MB`;

/** Collects the garbage more than once, a little apart: typed arrays' memory is given back after the collection that finds them unused. */
async function collectGarbage(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function benchSearch(): Promise<string> {
  const sources = syntheticSources(SEARCH_ITEMS);
  const titles = sources.map((source) => source.document().title);
  await collectGarbage();
  const before = process.memoryUsage();
  const buildStarted = performance.now();
  let index: SearchIndex | undefined = new SearchIndex();
  await index.refresh(sources);
  const buildMs = performance.now() - buildStarted;
  await collectGarbage();
  const built = process.memoryUsage();

  const refreshStarted = performance.now();
  await index.refresh(sources);
  const refreshMs = performance.now() - refreshStarted;

  const times: number[] = [];
  let found = 0;
  for (const query of visitorQueries(titles, QUERIES)) {
    const started = performance.now();
    found += index.search(query).count > 0 ? 1 : 0;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

  // What the index holds (with its last queries' results): the process with it, less without it.
  // Against the process before the build, V8 had meanwhile dropped the bytecode of code run once
  // before it, which made the heap's share come out below nothing.
  await collectGarbage();
  const withIndex = process.memoryUsage();
  index = undefined;
  await collectGarbage();
  const withoutIndex = process.memoryUsage();
  const heap = withIndex.heapUsed - withoutIndex.heapUsed;
  // Typed arrays' contents live outside V8's heap: counted with it, or the heap alone would flatter them.
  const arrayBuffers = withIndex.arrayBuffers - withoutIndex.arrayBuffers;
  const held = heap + arrayBuffers;
  const perTenThousand = (bytes: number) => (bytes * 10_000) / SEARCH_ITEMS;
  const measured = typeof (globalThis as { gc?: unknown }).gc === 'function';
  const memory = (value: string) => (measured ? value : 'not measured (run node with --expose-gc)');
  return [
    `**Search index** (${SEARCH_ITEMS.toLocaleString('en')} items from the demo's texts in three languages; ${QUERIES.toLocaleString('en')} queries: whole words, beginnings, a typo, two words; memory after garbage collection: what the process holds with the index, less without it; resident, what it grew by from before the build)`,
    '',
    markdownTable(
      ['figure', 'value', 'goal'],
      [
        ['index built from nothing', `${buildMs.toFixed(0)} ms`, ''],
        ['refreshed with nothing changed', `${refreshMs.toFixed(0)} ms`, ''],
        ['heap held by the index', memory(megabytes(heap, 1)), ''],
        [
          'array buffers held by the index (its postings and packed texts, outside the heap)',
          memory(megabytes(arrayBuffers, 1)),
          '',
        ],
        [
          `one index of ${SEARCH_ITEMS.toLocaleString('en')} items (the goal is one language's): heap and array buffers`,
          memory(megabytes(held, 1)),
          measured ? `${INDEX_GOAL_MB} MB: ${held <= INDEX_GOAL_MB * MB ? 'pass' : GOAL_MISSED}` : '',
        ],
        [
          'heap per 10,000 items (with array buffers)',
          memory(`${megabytes(perTenThousand(heap), 1)} (${megabytes(perTenThousand(held), 1)})`),
          '',
        ],
        ['resident memory the process grew by while building it', memory(megabytes(built.rss - before.rss)), ''],
        ['query latency p50', `${median(times).toFixed(2)} ms`, ''],
        ['query latency p99', `${percentile(99).toFixed(2)} ms`, ''],
        ['queries with at least one result', `${found} of ${QUERIES}`, ''],
      ],
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchSearch());
