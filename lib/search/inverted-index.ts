import { SEARCH_KINDS, type SearchDocument } from './search-document.ts';
import { ByteArena, packDocument, unpackDocument } from './stored-documents.ts';
import { foldTerm, tokenize } from './terms.ts';
import { fuzzyMatches, indexOfTerm, prefixRange, sharedPrefixLengths } from './vocabulary.ts';

/*
 * The index in typed arrays: beyond the terms', ids' and fingerprints' strings, no object per
 * term, per document or per pair of them (a Map per term and field took 65 bytes a pair). A
 * refresh collects what changed (Changes), then makes the next Snapshot from the last one and
 * the changes in one pass; a snapshot never changes, so a search during a refresh reads the last
 * one whole.
 *
 * Scores are MiniSearch's (7.2, which the site used before): BM25+ per field with its k, b, d,
 * a term's document frequency counted per field over all documents, a field's length as its
 * distinct words before folding, a beginning's and a typo's matches weighted as it weighs them,
 * each query word's score summed, and the sum multiplied by the number of query words matched.
 */

/** MiniSearch's BM25+ parameters. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
/** MiniSearch's weights of a term found by the query word's beginning, or with typos. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Pairs of a term and a document that making the next snapshot goes through between two pauses: a few ms. */
const MERGE_SLICE = 100_000;

/** A term's count in a field, kept in 16 bits: a field saying one word more often counts it this often (its score hardly grows past a few). */
const MAX_COUNT = 0xffff;

/** How one query word is looked up. */
export interface Lookup {
  term: string;
  /** Also the longer terms that begin with it. */
  prefix: boolean;
  /** Also the terms this many edits away (0: none). */
  typos: number;
}

export interface Snapshot {
  readonly count: number;
  readonly ids: readonly string[];
  readonly positions: ReadonlyMap<string, number>;
  readonly fingerprints: readonly string[];
  /** Each document's place among the sources of the last refresh: the order of equal scores. */
  readonly order: Uint32Array;
  /** Each document's kind, as its place in SEARCH_KINDS: a query's results counted and narrowed by kind without reading them. */
  readonly kinds: Uint8Array;
  readonly titleLengths: Uint32Array;
  readonly textLengths: Uint32Array;
  readonly averageTitleLength: number;
  readonly averageTextLength: number;
  /** Document d packed (stored-documents.ts) at stored[storedStarts[d], storedStarts[d + 1]). */
  readonly stored: Uint8Array;
  readonly storedStarts: Uint32Array;
  /** Sorted folded terms; term t's postings are at [postingStarts[t], postingStarts[t + 1]). */
  readonly terms: readonly string[];
  readonly shared: Uint8Array;
  readonly postingStarts: Uint32Array;
  readonly titleFrequency: Uint32Array;
  readonly textFrequency: Uint32Array;
  /** Postings, by term, then by document number: the document and the term's count in each field. */
  readonly postingDocuments: Uint32Array;
  readonly titleCounts: Uint16Array;
  readonly textCounts: Uint16Array;
}

export const EMPTY_SNAPSHOT: Snapshot = {
  count: 0,
  ids: [],
  positions: new Map(),
  fingerprints: [],
  order: new Uint32Array(0),
  kinds: new Uint8Array(0),
  titleLengths: new Uint32Array(0),
  textLengths: new Uint32Array(0),
  averageTitleLength: 0,
  averageTextLength: 0,
  stored: new Uint8Array(0),
  storedStarts: new Uint32Array(1),
  terms: [],
  shared: new Uint8Array(0),
  postingStarts: new Uint32Array(1),
  titleFrequency: new Uint32Array(0),
  textFrequency: new Uint32Array(0),
  postingDocuments: new Uint32Array(0),
  titleCounts: new Uint16Array(0),
  textCounts: new Uint16Array(0),
};

/** Numbers appended one after another, in a typed array grown by doubling. */
class Numbers<T extends Uint32Array | Uint16Array | Uint8Array> {
  private array: T;
  length = 0;
  private readonly make: (length: number) => T;

  constructor(make: (length: number) => T) {
    this.make = make;
    this.array = make(1024);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = this.make(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length] = value;
    this.length += 1;
  }

  at(index: number): number {
    return this.array[index]!;
  }

  values(): T {
    return this.array.subarray(0, this.length) as T;
  }
}

/** A field's words: how many distinct (as written, as MiniSearch counts a field's length), and each folded term's count. */
function fieldTerms(text: string, fold: (word: string) => string): { length: number; counts: Map<string, number> } {
  const written = new Map<string, number>();
  for (const word of tokenize(text)) written.set(word, (written.get(word) ?? 0) + 1);
  const counts = new Map<string, number>();
  for (const [word, count] of written) {
    const term = fold(word);
    if (term) counts.set(term, (counts.get(term) ?? 0) + count);
  }
  return { length: written.size, counts };
}

/**
 * What a refresh found against the snapshot it began from: the documents kept (with their new
 * places), and the new and changed ones, folded, counted and packed.
 */
export class Changes {
  private readonly base: Snapshot;
  /** Per document of the base: its place among this refresh's sources, or -1 when gone or changed. */
  private readonly kept: Int32Array;
  /** Term numbers: the base's terms keep theirs, new terms follow; made when the first document is added. */
  private termNumbers: Map<string, number> | undefined;
  private readonly newTerms: string[] = [];
  private readonly folded = new Map<string, string>();

  private readonly ids: string[] = [];
  private readonly fingerprints: string[] = [];
  private readonly order = new Numbers((length) => new Uint32Array(length));
  private readonly kinds = new Numbers((length) => new Uint8Array(length));
  private readonly titleLengths = new Numbers((length) => new Uint32Array(length));
  private readonly textLengths = new Numbers((length) => new Uint32Array(length));
  private readonly stored = new ByteArena();
  private readonly storedEnds = new Numbers((length) => new Uint32Array(length));
  /** Each added document's terms: their numbers and counts, from vectorEnds[d - 1] to vectorEnds[d]. */
  private readonly vectorTerms = new Numbers((length) => new Uint32Array(length));
  private readonly vectorTitleCounts = new Numbers((length) => new Uint16Array(length));
  private readonly vectorTextCounts = new Numbers((length) => new Uint16Array(length));
  private readonly vectorEnds = new Numbers((length) => new Uint32Array(length));

  constructor(base: Snapshot) {
    this.base = base;
    this.kept = new Int32Array(base.count).fill(-1);
  }

  /** The base's document `id` with this fingerprint, if it has it. */
  unchanged(id: string, fingerprint: string): number | undefined {
    const document = this.base.positions.get(id);
    return document !== undefined && this.base.fingerprints[document] === fingerprint ? document : undefined;
  }

  keep(document: number, place: number): void {
    this.kept[document] = place;
  }

  add(document: SearchDocument, fingerprint: string, place: number): void {
    const fold = (word: string) => {
      let term = this.folded.get(word);
      if (term === undefined) {
        term = foldTerm(word);
        this.folded.set(word, term);
      }
      return term;
    };
    const title = fieldTerms(document.title, fold);
    const text = fieldTerms(document.text, fold);
    const numbers = (this.termNumbers ??= new Map(this.base.terms.map((term, index) => [term, index])));
    const number = (term: string) => {
      let found = numbers.get(term);
      if (found === undefined) {
        found = this.base.terms.length + this.newTerms.length;
        numbers.set(term, found);
        this.newTerms.push(term);
      }
      return found;
    };
    for (const [term, count] of title.counts) {
      this.vectorTerms.push(number(term));
      this.vectorTitleCounts.push(Math.min(count, MAX_COUNT));
      this.vectorTextCounts.push(Math.min(text.counts.get(term) ?? 0, MAX_COUNT));
    }
    for (const [term, count] of text.counts) {
      if (title.counts.has(term)) continue;
      this.vectorTerms.push(number(term));
      this.vectorTitleCounts.push(0);
      this.vectorTextCounts.push(Math.min(count, MAX_COUNT));
    }
    this.vectorEnds.push(this.vectorTerms.length);
    this.ids.push(document.id);
    this.fingerprints.push(fingerprint);
    this.order.push(place);
    this.kinds.push(SEARCH_KINDS.indexOf(document.kind));
    this.titleLengths.push(title.length);
    this.textLengths.push(text.length);
    this.stored.append(packDocument(document));
    this.storedEnds.push(this.stored.length);
  }

  /**
   * The snapshot that holds exactly the kept and added documents (the base itself when nothing
   * changed), made in one pass over the base's arrays, giving way to other work (`pause`) after
   * every slice of about MERGE_SLICE pairs or documents.
   */
  async finish(pause: () => Promise<void>): Promise<Snapshot> {
    const base = this.base;
    const added = this.ids.length;
    // Each base document's number in the next snapshot, or -1; the added follow the kept.
    const renumbered = new Int32Array(base.count);
    let keptCount = 0;
    let reordered = false;
    for (let document = 0; document < base.count; document += 1) {
      const place = this.kept[document]!;
      renumbered[document] = place < 0 ? -1 : keptCount++;
      if (place >= 0 && place !== base.order[document]) reordered = true;
    }
    if (added === 0 && keptCount === base.count) {
      return reordered ? { ...base, order: Uint32Array.from(this.kept) } : base;
    }
    const documents = this.documents(renumbered, keptCount);
    await pause();
    return { ...documents, ...(await this.postings(renumbered, keptCount, pause)) };
  }

  private documents(renumbered: Int32Array, keptCount: number) {
    const base = this.base;
    const count = keptCount + this.ids.length;
    const ids: string[] = [];
    const fingerprints: string[] = [];
    const positions = new Map<string, number>();
    const order = new Uint32Array(count);
    const kinds = new Uint8Array(count);
    const titleLengths = new Uint32Array(count);
    const textLengths = new Uint32Array(count);
    const storedStarts = new Uint32Array(count + 1);
    const added = this.stored.trimmed();
    let keptBytes = 0;
    for (let document = 0; document < base.count; document += 1) {
      if (renumbered[document]! < 0) continue;
      keptBytes += base.storedStarts[document + 1]! - base.storedStarts[document]!;
    }
    const stored = new Uint8Array(keptBytes + added.length);
    // The kept documents' bytes are copied a run of neighbours at a time.
    let end = 0;
    let runStart = -1;
    const copyRun = (runEnd: number) => {
      stored.set(base.stored.subarray(runStart, runEnd), end - (runEnd - runStart));
      runStart = -1;
    };
    for (let document = 0; document < base.count; document += 1) {
      const next = renumbered[document]!;
      if (next < 0) {
        if (runStart >= 0) copyRun(base.storedStarts[document]!);
        continue;
      }
      if (runStart < 0) runStart = base.storedStarts[document]!;
      end += base.storedStarts[document + 1]! - base.storedStarts[document]!;
      storedStarts[next + 1] = end;
      ids.push(base.ids[document]!);
      fingerprints.push(base.fingerprints[document]!);
      positions.set(base.ids[document]!, next);
      order[next] = this.kept[document]!;
      kinds[next] = base.kinds[document]!;
      titleLengths[next] = base.titleLengths[document]!;
      textLengths[next] = base.textLengths[document]!;
    }
    if (runStart >= 0) copyRun(base.storedStarts[base.count]!);
    stored.set(added, end);
    for (let addition = 0; addition < this.ids.length; addition += 1) {
      const next = keptCount + addition;
      ids.push(this.ids[addition]!);
      fingerprints.push(this.fingerprints[addition]!);
      positions.set(this.ids[addition]!, next);
      order[next] = this.order.at(addition);
      kinds[next] = this.kinds.at(addition);
      titleLengths[next] = this.titleLengths.at(addition);
      textLengths[next] = this.textLengths.at(addition);
      storedStarts[next + 1] = end + this.storedEnds.at(addition);
    }
    let titleTotal = 0;
    let textTotal = 0;
    for (let document = 0; document < count; document += 1) {
      titleTotal += titleLengths[document]!;
      textTotal += textLengths[document]!;
    }
    return {
      count,
      ids,
      positions,
      fingerprints,
      order,
      kinds,
      titleLengths,
      textLengths,
      averageTitleLength: count === 0 ? 0 : titleTotal / count,
      averageTextLength: count === 0 ? 0 : textTotal / count,
      stored,
      storedStarts,
    };
  }

  private async postings(renumbered: Int32Array, keptCount: number, pause: () => Promise<void>) {
    const base = this.base;
    const {
      postingStarts: baseStarts,
      postingDocuments: baseDocuments,
      titleCounts: baseTitle,
      textCounts: baseText,
    } = base;
    const termCount = base.terms.length + this.newTerms.length;
    const pairs = new Uint32Array(termCount);
    const titleFrequency = new Uint32Array(termCount);
    const textFrequency = new Uint32Array(termCount);
    let work = 0;
    for (let term = 0; term < base.terms.length; term += 1) {
      const end = baseStarts[term + 1]!;
      for (let at = baseStarts[term]!; at < end; at += 1) {
        if (renumbered[baseDocuments[at]!]! < 0) continue;
        pairs[term] = pairs[term]! + 1;
        if (baseTitle[at]) titleFrequency[term] = titleFrequency[term]! + 1;
        if (baseText[at]) textFrequency[term] = textFrequency[term]! + 1;
      }
      work += end - baseStarts[term]!;
      if (work >= MERGE_SLICE) {
        work = 0;
        await pause();
      }
    }
    const vectorTerms = this.vectorTerms.values();
    const vectorTitleCounts = this.vectorTitleCounts.values();
    const vectorTextCounts = this.vectorTextCounts.values();
    for (let at = 0; at < vectorTerms.length; at += 1) {
      const term = vectorTerms[at]!;
      pairs[term] = pairs[term]! + 1;
      if (vectorTitleCounts[at]) titleFrequency[term] = titleFrequency[term]! + 1;
      if (vectorTextCounts[at]) textFrequency[term] = textFrequency[term]! + 1;
    }

    // The terms still found, in order: the base's are sorted, the new are sorted and merged in.
    const newNumbers = Array.from(this.newTerms, (_, index) => base.terms.length + index).sort((a, b) =>
      this.termOf(a) < this.termOf(b) ? -1 : 1,
    );
    const ranked = new Int32Array(termCount).fill(-1);
    const terms: string[] = [];
    let fromBase = 0;
    let fromNew = 0;
    while (fromBase < base.terms.length || fromNew < newNumbers.length) {
      const takeBase =
        fromNew === newNumbers.length ||
        (fromBase < base.terms.length && base.terms[fromBase]! < this.termOf(newNumbers[fromNew]!));
      const term = takeBase ? fromBase++ : newNumbers[fromNew++]!;
      if (pairs[term] === 0) continue;
      ranked[term] = terms.length;
      terms.push(this.termOf(term));
    }
    await pause();

    const postingStarts = new Uint32Array(terms.length + 1);
    const titleFrequencyOf = new Uint32Array(terms.length);
    const textFrequencyOf = new Uint32Array(terms.length);
    for (let term = 0; term < termCount; term += 1) {
      const rank = ranked[term]!;
      if (rank < 0) continue;
      postingStarts[rank + 1] = pairs[term]!;
      titleFrequencyOf[rank] = titleFrequency[term]!;
      textFrequencyOf[rank] = textFrequency[term]!;
    }
    for (let rank = 0; rank < terms.length; rank += 1) {
      postingStarts[rank + 1] = postingStarts[rank + 1]! + postingStarts[rank]!;
    }

    const total = postingStarts[terms.length]!;
    const postingDocuments = new Uint32Array(total);
    const titleCounts = new Uint16Array(total);
    const textCounts = new Uint16Array(total);
    const next = postingStarts.slice(0, terms.length);
    // The base's pairs first, then the added documents' (numbered after every kept one): each term's stay by document.
    for (let term = 0; term < base.terms.length; term += 1) {
      const rank = ranked[term]!;
      if (rank < 0) continue;
      let to = next[rank]!;
      const end = baseStarts[term + 1]!;
      for (let at = baseStarts[term]!; at < end; at += 1) {
        const document = renumbered[baseDocuments[at]!]!;
        if (document < 0) continue;
        postingDocuments[to] = document;
        titleCounts[to] = baseTitle[at]!;
        textCounts[to] = baseText[at]!;
        to += 1;
      }
      next[rank] = to;
      work += end - baseStarts[term]!;
      if (work >= MERGE_SLICE) {
        work = 0;
        await pause();
      }
    }
    const vectorEnds = this.vectorEnds.values();
    let at = 0;
    for (let addition = 0; addition < vectorEnds.length; addition += 1) {
      for (; at < vectorEnds[addition]!; at += 1) {
        const to = next[ranked[vectorTerms[at]!]!]!++;
        postingDocuments[to] = keptCount + addition;
        titleCounts[to] = vectorTitleCounts[at]!;
        textCounts[to] = vectorTextCounts[at]!;
      }
    }
    return {
      terms,
      shared: sharedPrefixLengths(terms),
      postingStarts,
      titleFrequency: titleFrequencyOf,
      textFrequency: textFrequencyOf,
      postingDocuments,
      titleCounts,
      textCounts,
    };
  }

  private termOf(number: number): string {
    const { terms } = this.base;
    return number < terms.length ? terms[number]! : this.newTerms[number - terms.length]!;
  }
}

/**
 * What a query found: its documents in no order, each one's score at the same place (`bestOf`
 * ranks them), and the terms it matched (for a hit's matched words).
 */
export interface Found {
  snapshot: Snapshot;
  documents: Uint32Array;
  scores: Float64Array;
  /** Whether the documents have every word of the query: false when none had them all, and those with any were taken. */
  everyWord: boolean;
  /** The terms matched by any query word, each once, in the order they were looked up. */
  matched: number[];
}

/** Per snapshot, the scratch arrays of a search, reused: a search runs to its end before the next begins. */
const scratches = new WeakMap<Snapshot, Scratch>();

interface Scratch {
  total: Float64Array;
  partial: Float64Array;
  words: Uint8Array;
  touched: Uint32Array;
  touchedByWord: Uint32Array;
}

function scratchOf(snapshot: Snapshot): Scratch {
  let scratch = scratches.get(snapshot);
  if (!scratch) {
    const count = snapshot.count;
    scratch = {
      total: new Float64Array(count),
      partial: new Float64Array(count),
      words: new Uint8Array(count),
      touched: new Uint32Array(count),
      touchedByWord: new Uint32Array(count),
    };
    scratches.set(snapshot, scratch);
  }
  return scratch;
}

/** MiniSearch's BM25+ of a term in a field, but for its count and the field's length. */
const inverseFrequency = (documents: number, withTerm: number) =>
  Math.log(1 + (documents - withTerm + 0.5) / (withTerm + 0.5));

const bm25 = (inverse: number, count: number, length: number, averageLength: number) =>
  inverse * (D + (count * (K + 1)) / (count + K * (1 - B + (B * length) / averageLength)));

/**
 * The documents that match any of `lookups`, best first (equal scores in the sources' order);
 * when some match every distinct word, only those. At most 8 distinct words.
 */
export function find(snapshot: Snapshot, lookups: readonly Lookup[], titleBoost: number): Found {
  const { count, terms, postingStarts, postingDocuments, titleCounts, textCounts } = snapshot;
  const { titleLengths, textLengths, averageTitleLength, averageTextLength } = snapshot;
  const distinct = [...new Set(lookups.map((lookup) => lookup.term))];
  const matched: number[] = [];
  const seen = new Set<number>();
  if (count === 0 || lookups.length === 0)
    return { snapshot, documents: new Uint32Array(0), scores: new Float64Array(0), everyWord: false, matched };
  const { total, partial, words, touched, touchedByWord } = scratchOf(snapshot);
  let touchedCount = 0;

  const score = (term: number, weight: number) => {
    if (!seen.has(term)) {
      seen.add(term);
      matched.push(term);
    }
    const titleInverse = inverseFrequency(count, snapshot.titleFrequency[term]!);
    const textInverse = inverseFrequency(count, snapshot.textFrequency[term]!);
    // As MiniSearch multiplies them: the term's weight by the field's boost, then by the score.
    const titleWeight = weight * titleBoost;
    const end = postingStarts[term + 1]!;
    for (let at = postingStarts[term]!; at < end; at += 1) {
      const document = postingDocuments[at]!;
      let sum = partial[document]!;
      if (sum === 0) touchedByWord[touchedCount++] = document;
      const titleCount = titleCounts[at]!;
      if (titleCount) sum += titleWeight * bm25(titleInverse, titleCount, titleLengths[document]!, averageTitleLength);
      const textCount = textCounts[at]!;
      if (textCount) sum += weight * bm25(textInverse, textCount, textLengths[document]!, averageTextLength);
      partial[document] = sum;
    }
  };

  let found = 0;
  for (const { term: word, prefix, typos } of lookups) {
    touchedCount = 0;
    const exact = indexOfTerm(terms, word);
    if (exact >= 0) score(exact, 1);
    const [start, end] = prefix ? prefixRange(terms, word) : [0, 0];
    for (let term = start; term < end; term += 1) {
      if (term === exact) continue;
      const length = terms[term]!.length;
      score(term, (PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.length)));
    }
    if (typos > 0) {
      for (const { index, distance } of fuzzyMatches(terms, snapshot.shared, word, typos)) {
        // A term that the word begins is scored as found by its beginning only.
        if (distance === 0 || (index >= start && index < end)) continue;
        const length = terms[index]!.length;
        score(index, (FUZZY_WEIGHT * length) / (length + distance));
      }
    }
    const bit = 1 << distinct.indexOf(word);
    for (let at = 0; at < touchedCount; at += 1) {
      const document = touchedByWord[at]!;
      if (words[document] === 0) touched[found++] = document;
      total[document] = total[document]! + partial[document]!;
      partial[document] = 0;
      words[document] = words[document]! | bit;
    }
  }

  const allWords = (1 << distinct.length) - 1;
  let withAll = 0;
  for (let at = 0; at < found; at += 1) if (words[touched[at]!] === allWords) withAll += 1;
  const documents = new Uint32Array(withAll > 0 ? withAll : found);
  const scores = new Float64Array(documents.length);
  let kept = 0;
  for (let at = 0; at < found; at += 1) {
    const document = touched[at]!;
    const matchedWords = words[document]!;
    if (withAll === 0 || matchedWords === allWords) {
      documents[kept] = document;
      scores[kept] = total[document]! * bitCount(matchedWords);
      kept += 1;
    }
    total[document] = 0;
    words[document] = 0;
  }
  return { snapshot, documents, scores, everyWord: withAll > 0, matched };
}

/**
 * Of the found documents at `places` (places in `found.documents`), the first `count` in ranking
 * order: the best score first, equal scores in the sources' order. A page of results needs the
 * best ten of what may be thousands (a common word in a large site), and sorting them all with a
 * comparator took more of a search than scoring them: the best `count` are kept in a heap as the
 * rest go by, and only those are sorted.
 */
export function bestOf(found: Found, places: Uint32Array, count: number): Uint32Array {
  const { documents, scores } = found;
  const { order } = found.snapshot;
  const better = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && order[documents[a]!]! < order[documents[b]!]!);
  const size = Math.min(count, places.length);
  // A heap of the best `size` places seen, the worst of them on top.
  const heap = new Uint32Array(size);
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const worse = right < size && better(heap[left]!, heap[right]!) ? right : left;
      if (!better(heap[at]!, heap[worse]!)) return;
      [heap[at], heap[worse]] = [heap[worse]!, heap[at]!];
      at = worse;
    }
  };
  if (size > 0) {
    heap.set(places.subarray(0, size));
    for (let at = (size >> 1) - 1; at >= 0; at -= 1) siftDown(at);
    for (let at = size; at < places.length; at += 1) {
      const place = places[at]!;
      if (!better(place, heap[0]!)) continue;
      heap[0] = place;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : 1)).map((place) => documents[place]!);
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

/** The terms of `found.matched` that document `document` has, folded, as indexed. */
export function matchedTerms({ snapshot, matched }: Found, document: number): string[] {
  const { postingStarts, postingDocuments, terms } = snapshot;
  return matched
    .filter((term) => {
      let low = postingStarts[term]!;
      let high = postingStarts[term + 1]!;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (postingDocuments[middle]! < document) low = middle + 1;
        else high = middle;
      }
      return low < postingStarts[term + 1]! && postingDocuments[low] === document;
    })
    .map((term) => terms[term]!);
}

export function storedDocument(snapshot: Snapshot, document: number): SearchDocument {
  return unpackDocument(
    snapshot.ids[document]!,
    snapshot.stored.subarray(snapshot.storedStarts[document], snapshot.storedStarts[document + 1]),
  );
}
