import { createHash } from 'node:crypto';
import MiniSearch, { type Options } from 'minisearch';
import { MAX_QUERY_LENGTH } from '../params.ts';
import { foldTerm, tokenize } from './terms.ts';

/** What the site searches, in the order a visitor meets them in the menu. */
export const SEARCH_KINDS = [
  'news',
  'article',
  'album',
  'video',
  'competition',
  'lesson',
  'advertisement',
  'service',
  'branch',
  'office',
  'faq',
  'page',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDocument {
  /** Unique across kinds: `news:42`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Plain text, without the title. */
  text: string;
  /** ISO date-time, for the kinds that have one. */
  date: string | null;
  /** The page's path in lib/routes, without the locale. */
  href: string;
}

/**
 * A document as read from the upstream, before its text is made: its text (HTML turned to
 * plain text) is worked out only when the fingerprint says the item is new or changed.
 */
export interface SearchSource {
  id: string;
  /** Changes whenever anything the document is made from changes; worked out during the refresh. */
  fingerprint: () => string;
  document: () => SearchDocument;
}

/** What a query found: how many, and the hits of one page, made only for that page. */
export interface SearchResults {
  count: number;
  /** The hits from `start` to before `end` (all by default), best first. */
  hits(start?: number, end?: number): SearchHit[];
}

export interface SearchHit {
  document: SearchDocument;
  /** The document's words (folded, as indexed) that matched the query, for marking them. */
  terms: string[];
}

/** A source's fingerprint made from what its document is made of: a hash of it, small to keep per item. */
export const fingerprintOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');

/** Items a refresh looks at between two pauses (at most about 30 ms of work on this project's machine). */
const REFRESH_BATCH = 100;

/**
 * Queries whose results are kept until the index changes, so that a query's next page, or its
 * other spelling, costs nothing: few, as a common word's results in a large index hold a few MB.
 */
const RECENT_QUERIES = 10;

/**
 * A query's words looked up, and of those the first matched with typos: a typo-forgiving word
 * costs far more than a plain one, so a query of many long misspelt words stays bounded.
 */
export const MAX_QUERY_TERMS = 8;
export const MAX_FUZZY_TERMS = 3;

const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'text'],
  tokenize,
  processTerm: (term) => foldTerm(term) || null,
  searchOptions: {
    boost: { title: 3 },
    // A word's beginning finds its other forms (`образ` → `образование`, `mekdep` → `mekdepleri`),
    // from four letters: a shorter one is mostly a common word (`the`, `для`), which as a beginning
    // matched rarer long words that outranked it (`thermodynamics` first for `the`).
    prefix: (term) => term.length >= 4,
    // One wrong letter from five letters on; from eight, two (two swapped letters are two edits).
    // A fraction of the length would allow three or more in long words.
    // Only the first MAX_FUZZY_TERMS words may have typos.
    fuzzy: (term, index) => (index >= MAX_FUZZY_TERMS ? false : term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
    combineWith: 'OR',
  },
};

/**
 * The search index of one language. Refreshed from the whole collection each time, it
 * re-indexes only what changed, so a refresh costs the reading, not the indexing.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<SearchDocument>(OPTIONS);
  private readonly entries = new Map<string, { fingerprint: string; document: SearchDocument }>();
  private readonly recent = new Map<string, SearchResults>();

  get size(): number {
    return this.entries.size;
  }

  /**
   * Makes the index hold exactly `sources`: adds the new, replaces the changed, drops the gone.
   * It gives way to other work every REFRESH_BATCH items, so that a server making or checking
   * a large index goes on answering meanwhile.
   */
  async refresh(sources: Iterable<SearchSource>): Promise<void> {
    const seen = new Set<string>();
    for (const source of sources) {
      if (seen.has(source.id)) continue;
      seen.add(source.id);
      if (seen.size % REFRESH_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
      const fingerprint = source.fingerprint();
      const entry = this.entries.get(source.id);
      if (entry?.fingerprint === fingerprint) continue;
      const document = source.document();
      this.recent.clear();
      if (entry) this.mini.replace(document);
      else this.mini.add(document);
      this.entries.set(source.id, { fingerprint, document });
    }
    for (const id of this.entries.keys()) {
      if (seen.has(id)) continue;
      this.recent.clear();
      this.mini.discard(id);
      this.entries.delete(id);
    }
  }

  /**
   * Every document that has all the query's words (by their beginning, or with a typo),
   * best first, the title counting three times the text; when none has them all, those
   * with any.
   */
  search(query: string): SearchResults {
    const words = tokenize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_TERMS);
    const text = words.join(' ');
    const kept = this.recent.get(text);
    if (kept) {
      // Used again: the last to be dropped.
      this.recent.delete(text);
      this.recent.set(text, kept);
      return kept;
    }
    // One search for either answer: a document's score is the same whether the words are
    // combined with AND or OR, and it has them all when it matched as many as there are.
    const found = this.mini.search(text);
    const wanted = new Set(words.map(foldTerm).filter(Boolean)).size;
    const withAll = found.filter((result) => result.queryTerms.length === wanted);
    const results = withAll.length > 0 ? withAll : found;
    const searched: SearchResults = {
      count: results.length,
      hits: (start, end) =>
        results.slice(start, end).flatMap((result) => {
          const entry = this.entries.get(String(result.id));
          return entry ? [{ document: entry.document, terms: result.terms }] : [];
        }),
    };
    this.recent.set(text, searched);
    // A Map keeps insertion order: the first key is the longest unused.
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    return searched;
  }
}
