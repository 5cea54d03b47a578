import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { upstreamLanguage } from '../lib/i18n/language';
import { turkmenOrdinalHarmony } from '../lib/i18n/turkmen-ordinal';
import { NEWS } from '../lib/kinds/news/kind';
import { foldTerm } from '../lib/search/terms';
import en from '../messages/en.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };
import tm from '../messages/tm.json' with { type: 'json' };
import { DEMO_ORIGIN, E2E_TOKEN } from './servers';

export const LOCALES = ['tm', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The interface texts of each locale, from the same catalogues the site uses. */
export const MESSAGES = { tm, ru, en } as const;

/** The label of a pager's link to a page, formatted as the site formats it (Turkmen's ordinal suffix included). */
export const pageLabel = (locale: Locale, page: number) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Pager' })('page', {
    page,
    harmony: turkmenOrdinalHarmony(page),
  });

/** The label of an album's link to its photo number `index` (from 1) of `count`. */
export const openPhotoLabel = (locale: Locale, index: number, count: number) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Photos' })('openPhoto', {
    index,
    count,
    harmony: turkmenOrdinalHarmony(index),
  });

/** The end of a date shown with its time: `Month DD, YYYY, HH:mm`, in Russian `DD месяца YYYY, HH:mm`. */
export const DATE_WITH_TIME = /(\d{2},|\d{2} [а-я]+) \d{4}, \d{2}:\d{2}$/;

/** The upstream language code of a locale: Turkmen is `tk`. */
export const upstreamLang = upstreamLanguage;

/** Reads the demo upstream directly, to know what a page should show. */
export async function demoContent<T>(path: string, locale: Locale): Promise<T> {
  const url = new URL(`${DEMO_ORIGIN}/content/api/v1${path}`);
  url.searchParams.set('lang', upstreamLang(locale));
  const response = await fetch(url, { headers: { Centralized: E2E_TOKEN, Accept: 'application/json' } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Reads the demo provider API directly (it needs no token). */
export async function demoProvider<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`${DEMO_ORIGIN}/provider/${upstreamLang(locale)}/api${path}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

export interface DemoList<T> {
  count: number;
  results: T[];
}

export interface DemoItem {
  id: number;
  title: string;
}

export interface DemoNews {
  id: number;
  title: string;
  source_link?: string | null;
}

/** The words of four letters or more of the demo's news titles in `locale`, each with the number of titles that have it, most first. */
async function newsTitleWords(locale: Locale): Promise<[string, number][]> {
  const news = (await demoContent<DemoList<DemoNews>>(`${NEWS.upstream.path}/?limit=100&offset=0`, locale)).results;
  const titles = new Map<string, number>();
  for (const { title } of news) {
    for (const word of new Set((title.match(/\p{L}{4,}/gu) ?? []).map((found) => found.toLowerCase()))) {
      titles.set(word, (titles.get(word) ?? 0) + 1);
    }
  }
  return [...titles].sort((one, other) => other[1] - one[1]);
}

/*
 * Words taken from the demo's data, so that a test that searches does not depend on its texts:
 * search tests ask for what the data holds, however it is worded.
 */

/** The word most of the demo's news titles in `locale` have: a query with pages of results. */
export async function commonNewsWord(locale: Locale): Promise<string> {
  return (await newsTitleWords(locale))[0]![0];
}

/** The commonest word of at least `length` letters of the demo's news titles in `locale`. */
export async function longNewsWord(locale: Locale, length: number): Promise<string> {
  const word = (await newsTitleWords(locale)).find(([found]) => [...found].length >= length)?.[0];
  if (!word) throw new Error(`no news title in ${locale} has a word of ${length} letters`);
  return word;
}

/**
 * A word of the demo's Turkmen news titles with a letter that has a mark (ş, ä, ç…), and as typed
 * without them: of seven letters at most, which search forgives one wrong letter, so that it
 * finds few other words beside it.
 */
export async function markedTurkmenWord(): Promise<{ word: string; typed: string }> {
  const word = (await newsTitleWords('tm'))
    .map(([found]) => found)
    .find((found) => foldTerm(found) !== found && [...found].length <= 7);
  if (!word) throw new Error('no Turkmen news title has a letter with a mark');
  return { word, typed: foldTerm(word) };
}

/**
 * Items handed to tests by name, one each, for tests that need a page no other test has made
 * in their server's page cache: a new test adds a name rather than hunt for a free position, two
 * tests cannot take one item, and a demo with too few items says so rather than reuse one.
 */
export function itemsByName<T, Name extends string>(items: readonly T[], names: readonly Name[]): Record<Name, T> {
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`two tests take the item named ${repeated.join(', ')}`);
  if (names.length > items.length) {
    throw new Error(`${names.length} tests each take an item of their own, and the demo gives ${items.length}`);
  }
  return Object.fromEntries(names.map((name, index) => [name, items[index]])) as Record<Name, T>;
}

/** WCAG 2.2 A and AA, as axe-core checks them. */
export async function expectAccessible(page: Page): Promise<void> {
  // A scan takes seconds on a busy machine: a test that makes one has that much more time.
  test.info().setTimeout(test.info().timeout + 10_000);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only the violations are read, so axe skips gathering every passing node.
    .options({ resultTypes: ['violations'] })
    // One run in the page itself, instead of a run per frame finished in a new page: 2-4 times
    // quicker here. What it leaves out, cross-origin frames, holds only other sites' players.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The top bar's list of contacts: the first list of the header with a phone number. */
export const topBarContacts = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('list')
    .filter({ has: page.locator('a[href^="tel:"]') })
    .first();

/**
 * Marks the page's document and returns a check that it is still the same: a link followed by
 * the site's router keeps the document, one followed by the browser loads a new one.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { documentMarkedByTest: true }));
  return () => page.evaluate(() => 'documentMarkedByTest' in window);
}

/** `text`, matched as it is inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fills an interface text's `{name}` placeholders, where it has no other ICU syntax. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
