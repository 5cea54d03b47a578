/**
 * The index's folded terms in one sorted array (UTF-16 order, as `<` compares), and the three
 * ways a query word finds them: itself, the terms it begins, and the terms within a few edits.
 * What a trie gives, without a node per letter: a beginning is a range of the array, and the
 * typo walk shares the work of a common beginning between neighbouring terms.
 */

/** The first index in `terms[from, to)` whose term is not below `word`. */
function lowerBound(terms: readonly string[], word: string, from = 0, to = terms.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where `word` is in `terms`, or -1. */
export function indexOfTerm(terms: readonly string[], word: string): number {
  const at = lowerBound(terms, word);
  return terms[at] === word ? at : -1;
}

/** The range `[start, end)` of the terms that begin with `prefix` (the prefix itself included). */
export function prefixRange(terms: readonly string[], prefix: string): [number, number] {
  const start = lowerBound(terms, prefix);
  let low = start;
  let high = terms.length;
  // The terms that begin with it are a run from `start`: find its end.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return [start, low];
}

/** Longest shared beginning stored per term; longer ones are stored as this (the walk then redoes a few rows). */
const MAX_SHARED = 255;

/** For each term, how many of its first letters it shares with the one before it (0 for the first). */
export function sharedPrefixLengths(terms: readonly string[]): Uint8Array {
  const shared = new Uint8Array(terms.length);
  for (let index = 1; index < terms.length; index += 1) {
    const previous = terms[index - 1]!;
    const term = terms[index]!;
    const most = Math.min(previous.length, term.length, MAX_SHARED);
    let length = 0;
    while (length < most && previous.charCodeAt(length) === term.charCodeAt(length)) length += 1;
    shared[index] = length;
  }
  return shared;
}

/**
 * Every term within `maxDistance` edits (Levenshtein: a letter inserted, deleted or replaced) of
 * `word`, with its distance, in the order of `terms`. The rows of the edit-distance table for a
 * term's first letters are those of the term before it as far as the two agree; once a row is
 * beyond `maxDistance` everywhere, no term with that beginning can match, and those terms are
 * skipped without a row each: the same work as a walk of a trie. Only the terms of `[from, to)`
 * are looked at (a range of `prefixRange`, for terms that begin as the word does).
 */
export function fuzzyMatches(
  terms: readonly string[],
  shared: Uint8Array,
  word: string,
  maxDistance: number,
  from = 0,
  to = terms.length,
): { index: number; distance: number }[] {
  const found: { index: number; distance: number }[] = [];
  const columns = word.length + 1;
  // A term longer than this is too far by its length alone, and so is any longer beginning.
  const deepest = word.length + maxDistance;
  const beyond = maxDistance + 1;
  const rows = new Uint8Array((deepest + 1) * columns);
  for (let column = 0; column < columns; column += 1) rows[column] = Math.min(column, beyond);
  const query = Array.from({ length: word.length }, (_, at) => word.charCodeAt(at));
  // Rows 0..computed hold the term before's beginning; a beginning of length failedAt was beyond reach.
  let computed = 0;
  let failedAt = Number.POSITIVE_INFINITY;
  for (let index = from; index < to; index += 1) {
    // The first term of the range is walked from its first letter, whatever it shares with the one before.
    const common = index === from ? 0 : shared[index]!;
    if (common >= failedAt) continue;
    failedAt = Number.POSITIVE_INFINITY;
    const term = terms[index]!;
    let row = Math.min(computed, common);
    while (row < term.length) {
      if (row === deepest) {
        failedAt = row + 1;
        break;
      }
      const letter = term.charCodeAt(row);
      row += 1;
      const previous = (row - 1) * columns;
      const current = row * columns;
      const first = Math.max(1, row - maxDistance);
      const last = Math.min(word.length, row + maxDistance);
      // The cells either side of the band count as out of reach for the row below.
      rows[current + first - 1] = first === 1 ? Math.min(row, beyond) : beyond;
      if (last < word.length) rows[current + last + 1] = beyond;
      let least = rows[current + first - 1]!;
      for (let column = first; column <= last; column += 1) {
        const replaced = rows[previous + column - 1]! + (letter === query[column - 1] ? 0 : 1);
        const deleted = rows[previous + column]! + 1;
        const inserted = rows[current + column - 1]! + 1;
        const distance = Math.min(replaced, deleted, inserted, beyond);
        rows[current + column] = distance;
        if (distance < least) least = distance;
      }
      if (least > maxDistance) {
        failedAt = row;
        break;
      }
    }
    computed = row;
    if (failedAt !== Number.POSITIVE_INFINITY) continue;
    if (Math.abs(term.length - word.length) > maxDistance) continue;
    const distance = rows[term.length * columns + word.length]!;
    if (distance <= maxDistance) found.push({ index, distance });
  }
  return found;
}
