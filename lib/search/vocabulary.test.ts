import { describe, expect, it } from 'vitest';
import { foldTerm } from './terms';
import { fuzzyMatches, indexOfTerm, prefixRange, sharedPrefixLengths } from './vocabulary';

/** The textbook edit distance, a whole table per pair: what the walk must agree with. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      current[column] = Math.min(
        previous[column - 1]! + (a[row - 1] === b[column - 1] ? 0 : 1),
        previous[column]! + 1,
        current[column - 1]! + 1,
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A small deterministic generator, so that a failure names the same words every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const sorted = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Words of the site's three languages, with their marks, and many sharing long beginnings. */
const WRITTEN = [
  'Şahamçalar',
  'şahamçalaryň',
  'şahamça',
  'mekdep',
  'mekdepleri',
  'mekdepleriň',
  'Mekdebi',
  'taýýar',
  'taýýarlyk',
  'okuwçy',
  'okuwçylar',
  'bilim',
  'bilimi',
  'учёный',
  'учёных',
  'ученик',
  'учебный',
  'образование',
  'образования',
  'образ',
  'конкурс',
  'конкурса',
  'конкурсы',
  'olympiad',
  'olympiads',
  'olympic',
  'seminar',
  'seminars',
  'semantic',
  'teachers',
  'teacher',
  'teaching',
  'thermodynamics',
  'the',
  'them',
  'mary',
  'marry',
  'many',
];

/** The written words folded, and made-up neighbours of them: a vocabulary with many near misses. */
function vocabulary(): string[] {
  const next = random(3);
  const letters = 'abcdeiklmnorstuyаеиконрсту';
  const words = WRITTEN.map(foldTerm);
  for (const word of [...words]) {
    for (let made = 0; made < 12; made += 1) {
      const at = Math.floor(next() * word.length);
      const letter = letters[Math.floor(next() * letters.length)]!;
      const kind = next();
      words.push(
        kind < 0.3
          ? word.slice(0, at) + letter + word.slice(at + 1)
          : kind < 0.6
            ? word.slice(0, at) + letter + word.slice(at)
            : kind < 0.8
              ? word.slice(0, at) + word.slice(at + 1)
              : word + letter,
      );
    }
  }
  return sorted(words.filter(Boolean));
}

describe('fuzzyMatches', () => {
  const terms = vocabulary();
  const shared = sharedPrefixLengths(terms);

  const walk = (word: string, distance: number) =>
    fuzzyMatches(terms, shared, word, distance).map(({ index, distance: found }) => `${terms[index]}:${found}`);
  const everyTerm = (word: string, distance: number) =>
    terms.flatMap((term) => {
      const found = levenshtein(term, word);
      return found <= distance ? [`${term}:${found}`] : [];
    });

  it('finds exactly the terms a whole table finds, one edit from words of five letters and more', () => {
    const queries = [
      ...terms.filter((term) => term.length >= 5),
      'sahamcalar',
      'ученыи',
      'ucenyh',
      'semiinar',
      'mekdpe',
    ];
    for (const word of queries) expect(walk(word, 1), word).toEqual(everyTerm(word, 1));
  });

  it('finds exactly the terms a whole table finds, two edits from words of eight letters and more', () => {
    const queries = [...terms.filter((term) => term.length >= 8), 'sahamcalaxx', 'olympaid', 'образвание', 'taechers'];
    for (const word of queries) expect(walk(word, 2), word).toEqual(everyTerm(word, 2));
  });

  it('finds folded words typed without their marks, and no more than the distance allows', () => {
    expect(walk('sahamcalar', 1)).toContain('sahamcalar:0');
    expect(walk('sahamcalaryn', 1)).toContain('sahamcalaryn:0');
    // Folded, `учёный` is `ученыи` (й is и with a mark).
    expect(walk('ученыи', 1)).toEqual(expect.arrayContaining(['ученыи:0', 'ученых:1']));
    expect(walk('sahamcxlaxx', 2).filter((match) => match.startsWith('sahamcalar:'))).toEqual([]);
    expect(everyTerm('sahamcxlaxx', 2)).toEqual(walk('sahamcxlaxx', 2));
  });

  it('looks only at the terms of the range it is given', () => {
    const [from, to] = prefixRange(terms, 's');
    const inRange = fuzzyMatches(terms, shared, 'sahamcalar', 2, from, to).map(({ index }) => index);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((index) => index >= from && index < to)).toBe(true);
    const whole = fuzzyMatches(terms, shared, 'sahamcalar', 2).filter(({ index }) => index >= from && index < to);
    expect(inRange).toEqual(whole.map(({ index }) => index));
    expect(fuzzyMatches(terms, shared, 'sahamcalar', 2, 0, from)).toEqual([]);
  });

  it('finds the first and the last term of the vocabulary', () => {
    const first = terms[0]!;
    const last = terms.at(-1)!;
    expect(walk(first, 1)).toContain(`${first}:0`);
    expect(walk(`${last}x`, 1)).toContain(`${last}:1`);
  });
});

describe('prefixRange', () => {
  const terms = sorted(['ab', 'abc', 'abd', 'b', 'ba', 'bb', 'c', 'ca', 'caa', 'cab']);
  const range = (prefix: string) => {
    const [start, end] = prefixRange(terms, prefix);
    return terms.slice(start, end);
  };

  it('is every term that begins with the prefix, the prefix itself included', () => {
    expect(range('ab')).toEqual(['ab', 'abc', 'abd']);
    expect(range('b')).toEqual(['b', 'ba', 'bb']);
    expect(range('ca')).toEqual(['ca', 'caa', 'cab']);
  });

  it('holds at both ends of the vocabulary', () => {
    expect(range('a')).toEqual(['ab', 'abc', 'abd']);
    expect(prefixRange(terms, 'a')[0]).toBe(0);
    expect(range('c')).toEqual(['c', 'ca', 'caa', 'cab']);
    expect(prefixRange(terms, 'c')[1]).toBe(terms.length);
    expect(range('cab')).toEqual(['cab']);
  });

  it('is empty before the first term, after the last and between two', () => {
    expect(prefixRange(terms, '0')).toEqual([0, 0]);
    expect(prefixRange(terms, 'cb')).toEqual([terms.length, terms.length]);
    expect(prefixRange(terms, 'z')).toEqual([terms.length, terms.length]);
    expect(range('abe')).toEqual([]);
    expect(range('bc')).toEqual([]);
  });

  it('is empty in an empty vocabulary', () => {
    expect(prefixRange([], 'a')).toEqual([0, 0]);
  });
});

describe('indexOfTerm', () => {
  const terms = sorted(['ab', 'abc', 'b', 'ba']);

  it('finds a term where it is, and no term that is only a beginning or an end of one', () => {
    expect(indexOfTerm(terms, 'ab')).toBe(0);
    expect(indexOfTerm(terms, 'ba')).toBe(3);
    expect(indexOfTerm(terms, 'a')).toBe(-1);
    expect(indexOfTerm(terms, 'abcd')).toBe(-1);
    expect(indexOfTerm(terms, 'c')).toBe(-1);
  });
});

describe('sharedPrefixLengths', () => {
  it('says how many first letters each term shares with the one before', () => {
    expect([...sharedPrefixLengths(['ab', 'abc', 'abd', 'b'])]).toEqual([0, 2, 2, 0]);
  });
});
