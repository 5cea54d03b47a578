import { describe, expect, it } from 'vitest';
import { demoCollections } from '@/demo-upstream/content/index';
import { upstreamLanguage } from '@/lib/i18n/language';
import { searchSources } from './documents';
import { FEW_RESULTS, SearchIndex, type SearchDocument } from './search-index';

function doc(id: string, title: string, kind: SearchDocument['kind'] = 'news'): SearchDocument {
  return { id, kind, title, text: '', date: null, href: `/${id}` };
}

async function indexOf(...documents: SearchDocument[]): Promise<SearchIndex> {
  const index = new SearchIndex();
  await index.refresh(
    documents.map((document) => ({ id: document.id, fingerprint: () => '', document: () => document })),
  );
  return index;
}

/** Its second and third letters swapped: two edits, beyond the one search forgives in a word of six or seven. */
const misspelt = (word: string) => `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;

/** The first word of six or seven letters in the titles of the demo's competitions: one its readers look for. */
function competitionWord(locale: 'tm' | 'ru' | 'en'): string {
  const titles = demoCollections(upstreamLanguage(locale)).competitions.map((competition) => competition.title);
  const word = titles.flatMap((title) => title.match(/\p{L}+/gu) ?? []).find((found) => /^\p{L}{6,7}$/u.test(found));
  if (!word) throw new Error(`no word of six or seven letters in ${locale}`);
  return word;
}

describe('SearchIndex.suggest over the demo’s items', () => {
  for (const locale of ['tm', 'ru', 'en'] as const) {
    it(`${locale}: spells a misspelt word of a competition’s title as the items do, and offers nothing for it spelt right`, async () => {
      const index = new SearchIndex();
      await index.refresh(await searchSources(locale));
      const word = competitionWord(locale);
      const typed = misspelt(word);
      // What makes it worth a suggestion: as typed, it finds too little.
      const found = index.search(typed);
      expect(found.everyWord ? found.count : 0, typed).toBeLessThan(FEW_RESULTS);
      // Typed as it is written in the title (a capital first, letters' marks): the same case back.
      expect(index.suggest(typed), typed).toBe(word);
      expect(index.suggest(typed.toLowerCase())).toBe(word.toLowerCase());
      expect(index.search(word).count).toBeGreaterThan(found.count);
      expect(index.suggest(word)).toBeUndefined();
      expect(index.suggest(word.toLowerCase())).toBeUndefined();
    });
  }

  it('corrects the misspelt word of several and keeps the others as typed', async () => {
    const index = new SearchIndex();
    await index.refresh(await searchSources('en'));
    const word = competitionWord('en').toLowerCase();
    const [competition] = demoCollections('en').competitions;
    const other = competition!.title.match(/\p{L}{8,}/u)![0];
    expect(index.suggest(`${other}  ${misspelt(word)}!`)).toBe(`${other}  ${word}!`);
  });
});

describe('SearchIndex.suggest', async () => {
  const index = await indexOf(
    doc('a', 'Seminar week'),
    doc('b', 'Seminary library'),
    doc('q', 'Seminar questions', 'faq'),
    doc('tm', 'Şahamça maslahaty'),
  );

  it('offers the spelling that finds more, in the case typed and with the letters’ marks', () => {
    expect(index.search('seminra').count).toBe(0);
    expect(index.suggest('seminra')).toBe('seminar');
    expect(index.suggest('Seminra')).toBe('Seminar');
    expect(index.suggest('SEMINRA')).toBe('SEMINAR');
    expect(index.suggest('shaamca')).toBe('şahamça');
  });

  it('offers nothing when the spelling finds no more than the query did', () => {
    // Search forgives `semiinar` its extra letter: it finds what `seminar` finds.
    expect(index.search('semiinar').count).toBe(3);
    expect(index.search('seminar').count).toBe(3);
    expect(index.suggest('semiinar')).toBeUndefined();
  });

  it('offers nothing for words it has, a word’s beginning, numbers, short words, or a word near none', () => {
    for (const query of ['library', 'semina', 'librar', '2025', 'smi', 'zzzzzzz']) {
      expect(index.suggest(query), query).toBeUndefined();
    }
  });

  it('weighs the spelling in the kind asked for', () => {
    expect(index.suggest('seminra', 'faq')).toBe('seminar');
    expect(index.suggest('seminra', 'lesson')).toBeUndefined();
  });

  it(`offers nothing for a query that found ${FEW_RESULTS} or more with all its words`, async () => {
    const many = await indexOf(
      ...Array.from({ length: FEW_RESULTS }, (_, at) => doc(`m${at}`, `Seminra notes ${at}`)),
      ...Array.from({ length: 10 }, (_, at) => doc(`s${at}`, `Seminar ${at}`)),
    );
    expect(many.search('seminra').count).toBe(FEW_RESULTS);
    expect(many.suggest('seminra')).toBeUndefined();
  });
});
