import { describe, expect, it } from 'vitest';
import { bestOf, EMPTY_SNAPSHOT, type Found } from './inverted-index';

/** A small deterministic generator, so that every run draws the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** `count` documents found, numbered in a shuffled order, with scores of few values (many equal) and a shuffled sources' order. */
function found(count: number, seed: number): Found {
  const next = random(seed);
  const shuffled = (values: number[]) => {
    for (let at = values.length - 1; at > 0; at -= 1) {
      const other = Math.floor(next() * (at + 1));
      [values[at], values[other]] = [values[other]!, values[at]!];
    }
    return values;
  };
  const numbers = shuffled(Array.from({ length: count }, (_, at) => at));
  return {
    snapshot: { ...EMPTY_SNAPSHOT, count, order: Uint32Array.from(shuffled(numbers.slice())) },
    documents: Uint32Array.from(numbers),
    scores: Float64Array.from(numbers, () => Math.floor(next() * 8) / 4),
    everyWord: true,
    matched: [],
  };
}

/** The whole ranking, by sorting every document found with the rule itself: the best score first, then the sources' order. */
function sortedAll({ snapshot, documents, scores }: Found): number[] {
  return [...documents.keys()]
    .sort((a, b) => scores[b]! - scores[a]! || snapshot.order[documents[a]!]! - snapshot.order[documents[b]!]!)
    .map((place) => documents[place]!);
}

describe('bestOf', () => {
  it('gives the first documents of the whole ranking, best score first and equal scores in the sources’ order', () => {
    for (const [count, seed] of [
      [1, 1],
      [2, 2],
      [10, 3],
      [97, 4],
      [2_000, 5],
    ] as const) {
      const results = found(count, seed);
      const everyPlace = Uint32Array.from(results.documents.keys());
      const whole = sortedAll(results);
      for (const first of [0, 1, 3, 10, 20, count - 1, count, count + 5]) {
        expect([...bestOf(results, everyPlace, first)], `${first} of ${count}`).toEqual(
          whole.slice(0, Math.max(first, 0)),
        );
      }
    }
  });

  it('ranks only the places it is given, as the whole ranking orders them', () => {
    const results = found(500, 9);
    const everyThird = Uint32Array.from(results.documents.keys()).filter((place) => place % 3 === 0);
    const kept = new Set([...everyThird].map((place) => results.documents[place]!));
    const whole = sortedAll(results).filter((document) => kept.has(document));
    expect([...bestOf(results, everyThird, 25)]).toEqual(whole.slice(0, 25));
    expect([...bestOf(results, everyThird, everyThird.length)]).toEqual(whole);
  });
});
