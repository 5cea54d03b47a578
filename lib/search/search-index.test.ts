import { describe, expect, it } from 'vitest';
import { MAX_FUZZY_TERMS, MAX_QUERY_TERMS, SearchIndex, type SearchDocument, type SearchSource } from './search-index';

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
