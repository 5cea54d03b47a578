/**
 * Building blocks the content modules share: fixed dates, small HTML helpers and the
 * phrase tables (regions, school subjects) that templates combine into distinct items.
 */

const ASHGABAT_OFFSET_MS = 5 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;

/**
 * An Ashgabat wall-clock time (`'2026-11-15T10:00'`) shifted by `shiftMinutes`, written
 * with the +05:00 offset. Content is pinned to fixed dates so every run serves the same data.
 */
export function ashgabatTime(localTime: string, shiftMinutes = 0): string {
  const instant = Date.parse(`${localTime}:00+05:00`) + shiftMinutes * MINUTE_MS;
  return `${new Date(instant + ASHGABAT_OFFSET_MS).toISOString().slice(0, 19)}+05:00`;
}

/** The same instant written in UTC with `Z`: the contract allows both forms, so both are served. */
export function utcTime(localTime: string, shiftMinutes = 0): string {
  const instant = Date.parse(`${localTime}:00+05:00`) + shiftMinutes * MINUTE_MS;
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

export function days(count: number): number {
  return count * DAY_MINUTES;
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export const p = (html: string): string => `<p>${html}</p>`;
/**
 * A heading as CMS editors write them: at whatever level looks right to them, often starting
 * at h3 or repeating the title as an h1. The site nests them under its own headings.
 */
export const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, html: string): string => `<h${level}>${html}</h${level}>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const strong = (html: string): string => `<strong>${html}</strong>`;
export const link = (href: string, html: string): string => `<a href="${href}">${html}</a>`;
export const externalLink = (href: string, html: string): string =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${html}</a>`;

/** Links in the sample HTML point at a reserved domain (RFC 2606), never at a real site. */
export const PORTAL = 'https://portal.example';

/** Turkmen ordinal suffix for a numeral (1-nji, 6-njy, 10-njy): it follows the vowel
 * harmony of the numeral's last spoken word, so it cannot be a single constant. */
export function tkOrdinal(n: number): string {
  const unitSuffix = ['', 'nji', 'nji', 'nji', 'nji', 'nji', 'njy', 'nji', 'nji', 'njy'];
  const tensSuffix = ['', 'njy', 'nji', 'njy', 'njy', 'nji', 'njy', 'nji', 'nji', 'njy'];
  if (n % 10 !== 0) return `${n}-${unitSuffix[n % 10]}`;
  if (n % 100 !== 0) return `${n}-${tensSuffix[(n / 10) % 10]}`;
  return `${n}-nji`; // ýüz, müň
}

/** Grammatical forms of a place name; `in` and `of` carry the preposition or case ending. */
export interface PlaceForms {
  name: string;
  in: string;
  of: string;
}

/** Turkmen needs two more forms: the "-daky" attribute and the bare administrative stem. */
export interface TkPlaceForms extends PlaceForms {
  at: string;
  admin: string;
}

export interface Region {
  tk: TkPlaceForms;
  ru: PlaceForms;
  en: PlaceForms;
}

function province(tkStem: string, ruAdjective: string, en: string): Region {
  const ruStem = ruAdjective.slice(0, -2); // Ахалский → Ахалск
  return {
    tk: {
      name: `${tkStem} welaýaty`,
      in: `${tkStem} welaýatynda`,
      of: `${tkStem} welaýatynyň`,
      at: `${tkStem} welaýatyndaky`,
      admin: `${tkStem} welaýat`,
    },
    ru: { name: `${ruAdjective} велаят`, in: `в ${ruStem}ом велаяте`, of: `${ruStem}ого велаята` },
    en: { name: `${en} province`, in: `in ${en} province`, of: `${en} Province` },
  };
}

function city(tkStem: string, ru: { name: string; in: string; of: string }, en: string): Region {
  return {
    tk: {
      name: `${tkStem} şäheri`,
      in: `${tkStem} şäherinde`,
      of: `${tkStem} şäheriniň`,
      at: `${tkStem} şäherindäki`,
      admin: `${tkStem} şäher`,
    },
    ru,
    en: { name: en, in: `in ${en}`, of: `${en} City` },
  };
}

export const REGIONS: readonly Region[] = [
  city('Aşgabat', { name: 'город Ашхабад', in: 'в Ашхабаде', of: 'города Ашхабада' }, 'Ashgabat'),
  province('Ahal', 'Ахалский', 'Ahal'),
  province('Balkan', 'Балканский', 'Balkan'),
  province('Daşoguz', 'Дашогузский', 'Dashoguz'),
  province('Lebap', 'Лебапский', 'Lebap'),
  province('Mary', 'Марыйский', 'Mary'),
  city('Arkadag', { name: 'город Аркадаг', in: 'в Аркадаге', of: 'города Аркадага' }, 'Arkadag'),
];

export function region(index: number): Region {
  return REGIONS[index % REGIONS.length]!;
}

export interface Subject {
  tk: { name: string };
  /** Russian needs the dative ("по математике") and genitive ("учителя математики"). */
  ru: { name: string; dat: string; gen: string };
  en: { name: string };
}

export const SUBJECTS: readonly Subject[] = [
  {
    tk: { name: 'matematika' },
    ru: { name: 'математика', dat: 'математике', gen: 'математики' },
    en: { name: 'mathematics' },
  },
  { tk: { name: 'fizika' }, ru: { name: 'физика', dat: 'физике', gen: 'физики' }, en: { name: 'physics' } },
  { tk: { name: 'himiýa' }, ru: { name: 'химия', dat: 'химии', gen: 'химии' }, en: { name: 'chemistry' } },
  {
    tk: { name: 'informatika' },
    ru: { name: 'информатика', dat: 'информатике', gen: 'информатики' },
    en: { name: 'computer science' },
  },
  { tk: { name: 'biologiýa' }, ru: { name: 'биология', dat: 'биологии', gen: 'биологии' }, en: { name: 'biology' } },
];

export function subject(index: number): Subject {
  return SUBJECTS[index % SUBJECTS.length]!;
}
