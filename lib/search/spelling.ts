import { storedDocument, type Snapshot } from './inverted-index.ts';
import { foldTerm, words } from './terms.ts';
import { fuzzyMatches, prefixRange } from './vocabulary.ts';

/*
 * "Did you mean": a query's words that the index does not have, each replaced by the term the
 * most items have among the closest ones that begin with the same letter. It reaches a little
 * further than search forgives (one edit from four letters, two from six, where search forgives
 * none below five and one below eight), so that it offers what search did not find; the first
 * letter is kept, as a typo rarely changes it, and the walk then goes through one letter's terms.
 */

/** Shorter words are left as typed: a letter away from a word of three, most words are another. */
const SHORTEST_CORRECTED = 4;

const editsAllowed = (term: string) => (term.length >= 6 ? 2 : 1);

/** A word the index has neither as a word nor as the beginning of one; numbers are left as typed. */
function unknown(snapshot: Snapshot, term: string): boolean {
  if (term.length < SHORTEST_CORRECTED || /\p{N}/u.test(term)) return false;
  const [start, end] = prefixRange(snapshot.terms, term);
  return start === end;
}

const itemsWith = (snapshot: Snapshot, term: number) =>
  snapshot.postingStarts[term + 1]! - snapshot.postingStarts[term]!;

/** The term that replaces `term`: the fewest edits away, then in the most items; undefined when none is near. */
function closestTerm(snapshot: Snapshot, term: string): number | undefined {
  const { terms, shared } = snapshot;
  const [from, to] = prefixRange(terms, term.charAt(0));
  let best: { index: number; distance: number; items: number } | undefined;
  for (const { index, distance } of fuzzyMatches(terms, shared, term, editsAllowed(term), from, to)) {
    const items = itemsWith(snapshot, index);
    if (!best || distance < best.distance || (distance === best.distance && items > best.items)) {
      best = { index, distance, items };
    }
  }
  return best?.index;
}

/**
 * A term as an item writes it (`Şahamçalar` for `sahamcalar`), in the case of the word it
 * replaces: lower case, a capital first, or all capitals.
 */
function writtenAs(snapshot: Snapshot, term: number, typed: string): string {
  const folded = snapshot.terms[term]!;
  const item = storedDocument(snapshot, snapshot.postingDocuments[snapshot.postingStarts[term]!]!);
  const written = [...words(item.title), ...words(item.text)].find(({ word }) => foldTerm(word) === folded)?.word;
  const lower = (written ?? folded).toLowerCase();
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return lower.toUpperCase();
  const first = typed.charAt(0);
  return first !== first.toLowerCase() ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

/**
 * `query` with its unknown words spelt as the index has them, or undefined when it has none or
 * none is near a word of the index. Only its first `maxWords` words are read (those search looks
 * up) and at most `maxCorrections` are corrected (each a walk of the vocabulary, as a typo is to
 * search); the rest is kept as typed.
 */
export function correctSpelling(
  snapshot: Snapshot,
  query: string,
  maxWords: number,
  maxCorrections: number,
): string | undefined {
  let corrected = '';
  let copied = 0;
  let tried = 0;
  for (const { word, start } of words(query).slice(0, maxWords)) {
    const term = foldTerm(word);
    if (tried === maxCorrections) break;
    if (!unknown(snapshot, term)) continue;
    tried += 1;
    const replacement = closestTerm(snapshot, term);
    if (replacement === undefined) continue;
    corrected += query.slice(copied, start) + writtenAs(snapshot, replacement, word);
    copied = start + word.length;
  }
  return copied === 0 ? undefined : corrected + query.slice(copied);
}
