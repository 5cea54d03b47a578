import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  fingerprintOf,
  MAX_FUZZY_TERMS,
  MAX_QUERY_TERMS,
  SEARCH_KINDS,
  SearchIndex,
  type SearchDocument,
  type SearchSource,
} from './search-index';

function doc(id: string, title: string, text = '', kind: SearchDocument['kind'] = 'news'): SearchDocument {
  return { id, kind, title, text, date: null, href: `/${id}` };
}

function sources(...documents: SearchDocument[]): SearchSource[] {
  return documents.map((document) => ({
    id: document.id,
    fingerprint: () => JSON.stringify(document),
    document: () => document,
  }));
}

async function indexOf(...documents: SearchDocument[]): Promise<SearchIndex> {
  const index = new SearchIndex();
  await index.refresh(sources(...documents));
  return index;
}

const ids = (index: SearchIndex, query: string) =>
  index
    .search(query)
    .hits()
    .map((hit) => hit.document.id);

describe('SearchIndex', async () => {
  const index = await indexOf(
    doc('tm', 'Şahamçalar täze okuw ýylyna taýýar', 'Mekdepleriň we şahamçalaryň işgärleri maslahat geçirdi.'),
    doc('ru', 'Конкурс учёных', 'Итоги республиканского конкурса в сфере образования.'),
    doc('en', 'Teachers meet in Mary', 'A seminar on digital education for teachers.'),
    doc('title-match', 'Education week', 'Programme of the week.'),
    doc('faq', 'How do I enrol?', 'Fill in the form of the e-school.', 'faq'),
  );

  it('finds Turkmen words typed without their letters’ marks', () => {
    expect(ids(index, 'sahamcalar')).toEqual(['tm']);
    expect(ids(index, 'SAHAMÇALAR')).toEqual(['tm']);
    expect(ids(index, 'taýýar')).toEqual(['tm']);
  });

  it('finds Russian words by their beginning and without ё', () => {
    expect(ids(index, 'конкурс')).toEqual(['ru']);
    expect(ids(index, 'учеными')).toEqual([]);
    expect(ids(index, 'учен')).toEqual(['ru']);
    expect(ids(index, 'образов')).toEqual(['ru']);
  });

  it('reads a word of three letters as itself, not as the beginning of rarer long ones', async () => {
    const common = await indexOf(
      doc('common', 'The olympiad of the year'),
      doc('long', 'Basics of thermodynamics'),
      doc('four', 'Schools join'),
    );
    expect(ids(common, 'the')).toEqual(['common']);
    expect(ids(common, 'scho')).toEqual(['four']);
  });

  it('forgives one wrong letter from five letters and two from eight, never more', () => {
    expect(ids(index, 'seminra')).toEqual([]);
    expect(ids(index, 'semiinar')).toEqual(['en']);
    expect(ids(index, 'taechers')).toEqual(['en']);
    expect(ids(index, 'konkurs')).toEqual([]);
    expect(ids(index, 'mray')).toEqual([]);
    expect(ids(index, 'sahamcalaxx')).toEqual(['tm']);
    expect(ids(index, 'sahamcxlaxx')).toEqual([]);
  });

  it('ranks a match in the title above one in the text', () => {
    expect(ids(index, 'education')).toEqual(['title-match', 'en']);
  });

  it('wants every word, and falls back to any word when no document has them all', () => {
    expect(ids(index, 'teachers digital')).toEqual(['en']);
    expect(ids(index, 'Teachers teachers  digital')).toEqual(['en']);
    expect(ids(index, 'teachers enrol')).toEqual(expect.arrayContaining(['en', 'faq']));
    expect(ids(index, 'teachers enrol')).toHaveLength(2);
  });

  it('says which of the document’s words matched, as indexed', () => {
    const [hit] = index.search('sahamca').hits();
    expect(hit?.terms).toEqual(expect.arrayContaining(['sahamcalar', 'sahamcalaryn']));
  });

  it('finds nothing for punctuation alone or an empty query, and cuts a very long query', () => {
    expect(index.search('').count).toBe(0);
    expect(index.search('?!… —').count).toBe(0);
    // Past the 100th character nothing is read: `mary` there would otherwise be found.
    expect(ids(index, `${'x'.repeat(99)} mary`)).toEqual([]);
    expect(ids(index, `${'x'.repeat(90)} mary`)).toEqual(['en']);
  });
});

describe('SearchIndex: results by kind', async () => {
  const index = await indexOf(
    doc('n1', 'Olympiad in Ashgabat'),
    doc('c1', 'Mathematics olympiad', '', 'competition'),
    doc('f1', 'Who takes part in an olympiad?', '', 'faq'),
    doc('n2', 'Olympiad winners', 'The olympiad ended.'),
    doc('c2', 'Olympiad of young chemists', '', 'competition'),
    doc('l1', 'Robotics lesson', '', 'lesson'),
  );

  it('counts what a query found of each kind it found, in the order of the kinds, summing to all', () => {
    const found = index.search('olympiad');
    expect(found.total).toBe(5);
    expect(found.count).toBe(5);
    expect(found.kinds).toEqual([
      { kind: 'news', count: 2 },
      { kind: 'competition', count: 2 },
      { kind: 'faq', count: 1 },
    ]);
    expect(found.kinds.map(({ kind }) => SEARCH_KINDS.indexOf(kind))).toEqual([0, 4, 10]);
  });

  it('narrows the results to a kind, in the order they have among all, and pages them', () => {
    const all = ids(index, 'olympiad');
    const competitions = index.search('olympiad', 'competition');
    expect(competitions.count).toBe(2);
    expect(competitions.hits().map((hit) => hit.document.kind)).toEqual(['competition', 'competition']);
    expect(competitions.hits().map((hit) => hit.document.id)).toEqual(all.filter((id) => id.startsWith('c')));
    expect(competitions.hits(1, 2).map((hit) => hit.document.id)).toEqual([all.filter((id) => id.startsWith('c'))[1]]);
    // The counts of every kind come with them, whichever kind is shown.
    expect(competitions.total).toBe(5);
    expect(competitions.kinds).toEqual(index.search('olympiad').kinds);
  });

  it('counts and narrows from the one search of the query: the kinds are those it made', async () => {
    const fresh = await indexOf(doc('n', 'Chess club'), doc('c', 'Chess cup', '', 'competition'));
    const first = fresh.search('chess', 'competition');
    expect(fresh.search('chess').kinds).toBe(first.kinds);
    expect(fresh.search('chess', 'news').kinds).toBe(first.kinds);
    expect(fresh.search('chess', 'competition')).toBe(first);
  });

  it('finds none of a kind the query did not find, and still counts the others', () => {
    const lessons = index.search('olympiad', 'lesson');
    expect(lessons.count).toBe(0);
    expect(lessons.hits()).toEqual([]);
    expect(lessons.total).toBe(5);
    expect(index.search('robotics', 'lesson').count).toBe(1);
  });
});

describe('SearchIndex.refresh', () => {
  it('adds the new, replaces the changed and drops the gone', async () => {
    const index = await indexOf(doc('a', 'Olympiad in Ashgabat'), doc('b', 'Robotics club'));
    await index.refresh(sources(doc('a', 'Olympiad in Dashoguz'), doc('c', 'Chess tournament')));
    expect(index.size).toBe(2);
    expect(ids(index, 'ashgabat')).toEqual([]);
    expect(ids(index, 'dashoguz')).toEqual(['a']);
    expect(ids(index, 'robotics')).toEqual([]);
    expect(ids(index, 'chess')).toEqual(['c']);
  });

  it('forgets the results it kept for a query once anything changes', async () => {
    const index = await indexOf(doc('a', 'Olympiad in Ashgabat'));
    expect(ids(index, 'chess')).toEqual([]);
    expect(ids(index, 'olympiad')).toEqual(['a']);
    await index.refresh(sources(doc('a', 'Olympiad in Ashgabat'), doc('c', 'Chess olympiad')));
    expect(ids(index, 'chess')).toEqual(['c']);
    expect(ids(index, 'olympiad').toSorted()).toEqual(['a', 'c']);
    await index.refresh(sources(doc('c', 'Chess olympiad')));
    expect(ids(index, 'olympiad')).toEqual(['c']);
  });

  it('makes the document of an unchanged item only once', async () => {
    let made = 0;
    const source: SearchSource = {
      id: 'a',
      fingerprint: () => 'v1',
      document: () => {
        made += 1;
        return doc('a', 'Olympiad');
      },
    };
    const index = new SearchIndex();
    await index.refresh([source]);
    await index.refresh([source]);
    await index.refresh([{ ...source, fingerprint: () => 'v2' }]);
    expect(made).toBe(2);
    expect(ids(index, 'olympiad')).toEqual(['a']);
  });

  it('keeps the first of two sources with the same id', async () => {
    const index = new SearchIndex();
    await index.refresh([...sources(doc('a', 'First')), ...sources(doc('a', 'Second'))]);
    expect(index.size).toBe(1);
    expect(ids(index, 'first')).toEqual(['a']);
    expect(ids(index, 'second')).toEqual([]);
  });
});

describe('SearchIndex.refresh of many documents', () => {
  it('gives way to other work while it indexes', async () => {
    const many = Array.from({ length: 450 }, (_, index) => doc(`n${index}`, `Item number ${index}`));
    const index = new SearchIndex();
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    await index.refresh(sources(...many));
    expect(otherWorkRan).toBe(true);
    expect(index.size).toBe(450);
  });
});

describe('SearchIndex: bounded queries', () => {
  const sources = (titles: string[]) =>
    titles.map((title, index) => ({
      id: String(index),
      fingerprint: () => title,
      document: () => ({ id: String(index), kind: 'news' as const, title, text: '', date: null, href: `/${index}` }),
    }));

  it(`looks up the first ${MAX_QUERY_TERMS} words of a query and no more`, async () => {
    const index = new SearchIndex();
    await index.refresh(sources(['one two three four five six seven eight', 'nine']));
    const first = 'one two three four five six seven eight';
    expect(
      index
        .search(first)
        .hits()
        .map((hit) => hit.document.id),
    ).toEqual(['0']);
    // A ninth word no item has would leave nothing with every word: it is not looked up.
    expect(
      index
        .search(`${first} nine`)
        .hits()
        .map((hit) => hit.document.id),
    ).toEqual(['0']);
  });

  it(`forgives typos in the first ${MAX_FUZZY_TERMS} words only`, async () => {
    const index = new SearchIndex();
    await index.refresh(sources(['olympiad']));
    expect(index.search('olympaid alpha beta gamma').count).toBe(1);
    expect(index.search('alpha beta gamma olympaid').count).toBe(0);
  });
});

/** A small deterministic generator, so that every run indexes and asks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** Words of the site's three languages, with their marks: the material of made-up documents. */
const WORDS = (
  'Şahamçalar şahamçalaryň mekdep mekdepleri mekdepleriň okuwçy okuwçylar mugallym mugallymlar bilim ' +
  'bilimi taýýar taýýarlyk ýyl ýylyna maslahat geçirdi işgärleri sanly ulgam ' +
  'учёный учёных ученик учебный образование образования конкурс конкурса итоги республиканского ' +
  'сфере семинар цифровой школа школы учитель учителя олимпиада ' +
  'olympiad olympiads seminar teachers teacher teaching digital education school schools week ' +
  'programme the of in and for robotics chess tournament library science mathematics'
).split(' ');

/** `count` documents of made-up sentences, titles of 3 to 8 words and texts of 20 to 120. */
function madeUp(count: number, seed: number, prefix = 'd'): SearchDocument[] {
  const next = random(seed);
  const sentence = (least: number, most: number) =>
    Array.from(
      { length: least + Math.floor(next() * (most - least + 1)) },
      () => WORDS[Math.floor(next() * WORDS.length)]!,
    ).join(' ');
  return Array.from({ length: count }, (_, index) =>
    doc(`${prefix}${index}`, sentence(3, 8), sentence(20, 120), SEARCH_KINDS[Math.floor(next() * SEARCH_KINDS.length)]),
  );
}

/** Queries of every kind over WORDS: each word whole, its beginning, with a typo, and two or three together. */
function queriesOverWords(): string[] {
  const next = random(5);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const typo = (written: string) => {
    const at = 1 + Math.floor(next() * (written.length - 1));
    return `${written.slice(0, at)}x${written.slice(at + 1)}`;
  };
  return [
    ...WORDS,
    ...WORDS.map((written) => written.slice(0, 4)),
    ...WORDS.filter((written) => written.length >= 5).map(typo),
    ...Array.from({ length: 40 }, () => `${word()} ${word()}`),
    ...Array.from({ length: 40 }, () => `${typo(word())} ${word()} ${typo(word())}`),
  ];
}

/** What a query finds, all of it: the documents in order and each one's matched words. */
const answer = (index: SearchIndex, query: string) => {
  const found = index.search(query);
  const competitions = index.search(query, 'competition');
  return { count: found.count, kinds: found.kinds, hits: found.hits(), competitions: competitions.hits() };
};

// Each compares two indexes over hundreds of queries: seconds of work, longer on a busy machine.
describe('SearchIndex refreshed with changes', { timeout: 30_000 }, () => {
  const first = madeUp(120, 1);
  // Of the first: 20 gone, 20 changed, 30 new, and the rest in another order.
  const changed = madeUp(20, 2).map((made, index) => ({ ...made, id: `d${20 + index}` }));
  const added = madeUp(30, 3, 'n');
  const later = [...added.slice(0, 15), ...first.slice(40).reverse(), ...changed, ...added.slice(15)];

  it('answers every query exactly as an index made from nothing with the same documents', async () => {
    const refreshed = await indexOf(...first);
    await refresh(refreshed, later);
    const fresh = await indexOf(...later);
    expect(refreshed.size).toBe(fresh.size);
    for (const query of queriesOverWords()) expect(answer(refreshed, query), query).toEqual(answer(fresh, query));
  });

  it('answers as one made from nothing after several refreshes, each changing what the last left', async () => {
    const refreshed = await indexOf(...first);
    await refresh(refreshed, [...first.slice(0, 60), ...added]);
    await refresh(refreshed, []);
    await refresh(refreshed, first.slice(50));
    await refresh(refreshed, later);
    const fresh = await indexOf(...later);
    for (const query of queriesOverWords()) expect(answer(refreshed, query), query).toEqual(answer(fresh, query));
  });

  it('orders equal scores as its sources are ordered, after a refresh that only reorders them', async () => {
    const index = await indexOf(doc('a', 'Chess club'), doc('b', 'Chess club'), doc('c', 'Chess club'));
    expect(ids(index, 'chess')).toEqual(['a', 'b', 'c']);
    await refresh(index, [doc('c', 'Chess club'), doc('a', 'Chess club'), doc('b', 'Chess club')]);
    expect(ids(index, 'chess')).toEqual(['c', 'a', 'b']);
  });

  it('never finds a document it no longer has, nor one by the words it no longer has', async () => {
    const gone = doc('gone', 'Robotics olympiad', 'Chess tournament of the schools.');
    const edited = doc('edited', 'Mathematics library', 'Science week.');
    const index = await indexOf(gone, edited, doc('other', 'Digital education'));
    await refresh(index, [doc('edited', 'Digital programme', 'Teachers meet.'), doc('other', 'Digital education')]);
    for (const query of ['robotics', 'olympiad', 'robo', 'olymp', 'robotisc', 'olympaid', 'chess tournament']) {
      expect(ids(index, query), query).toEqual([]);
    }
    for (const query of ['mathematics', 'library', 'scie', 'mathematisc', 'week']) {
      expect(ids(index, query), query).toEqual([]);
    }
    expect(ids(index, 'digital')).toEqual(['edited', 'other']);
  });

  it('serves what it had while a refresh reads, and what the refresh found once it ends', async () => {
    const index = await indexOf(doc('a', 'Marathon in Ashgabat'));
    const reading = refresh(index, [doc('b', 'Marathon in Dashoguz'), ...madeUp(250, 4)]);
    // The refresh gives way after its first REFRESH_BATCH items: search then.
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = ids(index, 'marathon');
    await reading;
    expect(meanwhile).toEqual(['a']);
    expect(ids(index, 'marathon')).toEqual(['b']);
    expect(ids(index, 'ashgabat')).toEqual([]);
  });
});

describe('SearchIndex ranking', () => {
  it('ranks a document with two of the words above those with one, even in their title, when none has all', async () => {
    const index = await indexOf(
      doc('one-word', 'News', 'Robotics'),
      doc('two-words', 'News', 'Robotics and chess'),
      doc('chess-1', 'Chess'),
      doc('chess-2', 'Chess'),
      doc('chess-3', 'Chess'),
      doc('none', 'Week of science'),
    );
    // No document has all three words: each with any, a score multiplied by the words it has.
    expect(ids(index, 'robotics chess tournament')).toEqual(['two-words', 'chess-1', 'chess-2', 'chess-3', 'one-word']);
  });

  it('leaves out the documents with only some of the words when one has them all', async () => {
    const index = await indexOf(
      doc('title', 'Robotics'),
      doc('all', 'Club news', 'The robotics club meets the chess club.'),
      doc('text', 'Chess', 'Chess and more chess.'),
    );
    expect(ids(index, 'robotics chess')).toEqual(['all']);
  });

  it('ranks the word itself first, then a word a letter away, then a longer word it begins', async () => {
    const index = await indexOf(
      doc('longer', 'Seminars week'),
      doc('typo', 'Seminor week'),
      doc('whole', 'Seminar week'),
    );
    // MiniSearch's weights: a typo's match 0.45, a beginning's 0.375, each less the longer the word.
    expect(ids(index, 'seminar')).toEqual(['whole', 'typo', 'longer']);
  });

  it('pages the results in the one order of all of them, whichever page is asked for first', async () => {
    // Scores of many kinds, many equal (equal titles and texts), so that the sources' order decides them.
    const titles = ['Chess club', 'Chess club of the school', 'Chess', 'Club news', 'Chess and chess'];
    const documents = Array.from({ length: 137 }, (_, at) =>
      doc(`d${at}`, titles[(at * 7) % titles.length]!, at % 3 === 0 ? 'Chess tournament.' : 'The week.'),
    );
    const index = await indexOf(...documents);
    const all = index.search('chess club').hits();
    const order = new Map(documents.map((document, at) => [document.id, at]));
    expect(all.length).toBe(index.search('chess club').count);
    // Equal documents stay in the sources' order.
    for (let at = 1; at < all.length; at += 1) {
      const [before, after] = [all[at - 1]!.document, all[at]!.document];
      if (before.title === after.title && before.text === after.text) {
        expect(order.get(before.id)!).toBeLessThan(order.get(after.id)!);
      }
    }
    // A fresh index each time, so that no page is ranked from another's work.
    for (const pages of [
      [0, 1, 2],
      [2, 0, 1],
      [1, 2, 0],
    ]) {
      const fresh = await indexOf(...documents);
      const results = fresh.search('chess club');
      for (const page of pages) {
        expect(
          results.hits(page * 10, page * 10 + 10).map((hit) => hit.document.id),
          `page ${page + 1} of the order ${pages.join(', ')}`,
        ).toEqual(all.slice(page * 10, page * 10 + 10).map((hit) => hit.document.id));
      }
    }
  });
});

/**
 * Collects the garbage, without starting node with --expose-gc; more than once, a little apart, as
 * typed arrays' memory is given back after the collection that finds them unused.
 */
async function collectGarbage(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  for (let round = 0; round < 3; round += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SearchIndex memory', () => {
  it('holds at most 1.5 KB an item, postings and packed texts with it, for 2,000 items', async () => {
    // Fingerprinted as the site does (a hash): what the index keeps of each source is then the site's.
    const items = madeUp(2_000, 6).map((document) => ({
      id: document.id,
      fingerprint: () => fingerprintOf(document),
      document: () => ({ ...document, text: `${document.text} ` }),
    }));
    let index: SearchIndex | undefined = new SearchIndex();
    await index.refresh(items);
    index.search('olympiad');
    await collectGarbage();
    const withIndex = process.memoryUsage();
    index = undefined;
    await collectGarbage();
    const withoutIndex = process.memoryUsage();
    const held = withIndex.heapUsed - withoutIndex.heapUsed + (withIndex.arrayBuffers - withoutIndex.arrayBuffers);
    expect(held / items.length).toBeLessThan(1.5 * 1024);
    // The measure sees the typed arrays' memory too (their contents are outside the heap).
    expect(held / items.length).toBeGreaterThan(256);
  });
});

function refresh(index: SearchIndex, documents: SearchDocument[]) {
  return index.refresh(sources(...documents));
}
