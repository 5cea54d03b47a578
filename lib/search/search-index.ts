import { createHash } from 'node:crypto';
import { MAX_QUERY_LENGTH } from '../params.ts';
import {
  bestOf,
  Changes,
  EMPTY_SNAPSHOT,
  find,
  matchedTerms,
  type Found,
  storedDocument,
  type Lookup,
  type Snapshot,
} from './inverted-index.ts';
import { SEARCH_KINDS, type SearchDocument, type SearchKind } from './search-document.ts';
import { correctSpelling } from './spelling.ts';
import { foldTerm, tokenize } from './terms.ts';

export { SEARCH_KINDS, type SearchDocument, type SearchKind } from './search-document.ts';

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

/**
 * What a query found, of all kinds or of one: how many, how many of each kind, and the hits of one
 * page, made only for that page.
 */
export interface SearchResults {
  count: number;
  /** Whether they have every word of the query: false when none had them all, and those with any were taken. */
  everyWord: boolean;
  /** How many the query found of all kinds, whichever kind was asked for. */
  total: number;
  /** How many it found of each kind it found, in SEARCH_KINDS order. */
  kinds: readonly KindCount[];
  /** The hits from `start` to before `end` (all by default), best first. */
  hits(start?: number, end?: number): SearchHit[];
}

export interface KindCount {
  kind: SearchKind;
  count: number;
}

export interface SearchHit {
  document: SearchDocument;
  /** The document's words (folded, as indexed) that matched the query, for marking them. */
  terms: string[];
}

/** A source's fingerprint made from what its document is made of: a hash of it, small to keep per item. */
export const fingerprintOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');

/** Items a refresh looks at between two pauses, so that a search meanwhile waits for few. */
const REFRESH_BATCH = 100;

const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Queries whose results are kept until the index changes, so that a query's next page, or its
 * other spelling, costs nothing: a query's results hold 4 bytes a document found.
 */
const RECENT_QUERIES = 10;

/**
 * A query's words looked up, and of those the first matched with typos: a typo-forgiving word
 * costs far more than a plain one, so a query of many long misspelt words stays bounded.
 */
export const MAX_QUERY_TERMS = 8;
export const MAX_FUZZY_TERMS = 3;

/** A match in the title counts this many times one in the text. */
const TITLE_BOOST = 3;

/**
 * A query whose results with all its words are fewer than this (none, one or two) found little:
 * a spelling of it that finds more is offered ("Did you mean").
 */
export const FEW_RESULTS = 3;

/**
 * How each of a query's words is looked up, by its place among them.
 * A word's beginning finds its other forms (`образ` → `образование`, `mekdep` → `mekdepleri`),
 * from four letters: a shorter one is mostly a common word (`the`, `для`), which as a beginning
 * matched rarer long words that outranked it (`thermodynamics` first for `the`).
 * One wrong letter from five letters on; from eight, two (two swapped letters are two edits).
 * A fraction of the length would allow three or more in long words.
 * Only the first MAX_FUZZY_TERMS words may have typos.
 */
const lookup = (term: string, index: number): Lookup => ({
  term,
  prefix: term.length >= 4,
  typos: index >= MAX_FUZZY_TERMS ? 0 : term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0,
});

/**
 * The search index of one language. Refreshed from the whole collection each time, it
 * re-indexes only what changed, so a refresh costs the reading, not the indexing.
 */
export class SearchIndex {
  /** The index as the last refresh left it: searches read it whole while the next is made. */
  private snapshot: Snapshot = EMPTY_SNAPSHOT;
  private readonly recent = new Map<string, QueryResults>();

  get size(): number {
    return this.snapshot.count;
  }

  /**
   * Makes the index hold exactly `sources`: adds the new, replaces the changed, drops the gone.
   * It gives way to other work every REFRESH_BATCH items, so that a server making or checking
   * a large index goes on answering meanwhile. Searches meanwhile find what the last refresh
   * left: at its end, a refresh that found changes makes the next index from the last and
   * them, in one pass (giving way too), and puts it in the last one's place at once.
   */
  async refresh(sources: Iterable<SearchSource>): Promise<void> {
    const base = this.snapshot;
    const changes = new Changes(base);
    const seen = new Set<string>();
    for (const source of sources) {
      if (seen.has(source.id)) continue;
      const place = seen.size;
      seen.add(source.id);
      if (seen.size % REFRESH_BATCH === 0) await giveWay();
      const fingerprint = source.fingerprint();
      const unchanged = changes.unchanged(source.id, fingerprint);
      if (unchanged === undefined) changes.add(source.document(), fingerprint, place);
      else changes.keep(unchanged, place);
    }
    const next = await changes.finish(giveWay);
    if (next === base) return;
    this.snapshot = next;
    this.recent.clear();
  }

  /**
   * Every document that has all the query's words (by their beginning, or with a typo),
   * best first, the title counting three times the text; when none has them all, those
   * with any. Of one kind when `kind` is given; the counts of every kind come with them, from
   * the same search.
   */
  search(query: string, kind: SearchKind | null = null): SearchResults {
    return this.resultsOf(query).ofKind(kind);
  }

  /**
   * For a query that found little (fewer than FEW_RESULTS with all its words, of `kind` when
   * given): the query with its unknown words spelt as the index has them, when that finds more.
   */
  suggest(query: string, kind: SearchKind | null = null): string | undefined {
    const found = this.search(query, kind);
    const had = found.everyWord ? found.count : 0;
    if (had >= FEW_RESULTS) return undefined;
    const corrected = correctSpelling(
      this.snapshot,
      query.slice(0, MAX_QUERY_LENGTH),
      MAX_QUERY_TERMS,
      MAX_FUZZY_TERMS,
    );
    if (corrected === undefined) return undefined;
    const better = this.search(corrected, kind);
    return better.everyWord && better.count > had ? corrected : undefined;
  }

  private resultsOf(query: string): QueryResults {
    const words = tokenize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_TERMS);
    const text = words.join(' ');
    const kept = this.recent.get(text);
    if (kept) {
      // Used again: the last to be dropped.
      this.recent.delete(text);
      this.recent.set(text, kept);
      return kept;
    }
    const lookups = words
      .map(foldTerm)
      .filter(Boolean)
      .map((term, index) => lookup(term, index));
    const searched = new QueryResults(find(this.snapshot, lookups, TITLE_BOOST));
    this.recent.set(text, searched);
    // A Map keeps insertion order: the first key is the longest unused.
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    return searched;
  }
}

/**
 * A query's results, counted by kind once; each kind's share picked out when first asked for, and
 * put in order only as far as a page asks (the first page of a common word's thousands ranks ten),
 * then kept with them.
 */
class QueryResults {
  private readonly found: Found;
  /** How many of each kind, in SEARCH_KINDS order. */
  private readonly counts = new Uint32Array(SEARCH_KINDS.length);
  private readonly kinds: KindCount[];
  private readonly views = new Map<SearchKind | null, SearchResults>();

  constructor(found: Found) {
    this.found = found;
    const { counts } = this;
    for (const document of found.documents) {
      const kind = found.snapshot.kinds[document]!;
      counts[kind] = counts[kind]! + 1;
    }
    this.kinds = SEARCH_KINDS.flatMap((kind, at) => (counts[at] ? [{ kind, count: counts[at] }] : []));
  }

  /** The places in `found.documents` of the documents of a kind (its place in SEARCH_KINDS), or of all (-1). */
  private placesOf(kind: number): Uint32Array {
    const { documents, snapshot } = this.found;
    const places = new Uint32Array(kind < 0 ? documents.length : this.counts[kind]!);
    let count = 0;
    for (let at = 0; at < documents.length; at += 1) {
      if (kind < 0 || snapshot.kinds[documents[at]!] === kind) places[count++] = at;
    }
    return places;
  }

  ofKind(kind: SearchKind | null): SearchResults {
    let view = this.views.get(kind);
    if (!view) {
      const { found } = this;
      const places = this.placesOf(kind === null ? -1 : SEARCH_KINDS.indexOf(kind));
      // The best documents of this kind in order, as many as the furthest page asked for so far.
      let ranked: Uint32Array = new Uint32Array(0);
      view = {
        count: places.length,
        everyWord: found.everyWord,
        total: found.documents.length,
        kinds: this.kinds,
        hits: (start = 0, end = places.length) => {
          const needed = Math.min(end, places.length);
          if (ranked.length < needed) ranked = bestOf(found, places, needed);
          return Array.from(ranked.subarray(start, end), (document) => ({
            document: storedDocument(found.snapshot, document),
            terms: matchedTerms(found, document),
          }));
        },
      };
      this.views.set(kind, view);
    }
    return view;
  }
}
