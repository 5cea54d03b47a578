import type { Locale } from './i18n/routing';

/*
 * Dates as the site shows them, in the institute's own time zone. Month names come from
 * our own table: the spec fixes these exact names.
 */

export const SITE_TIME_ZONE = 'Asia/Ashgabat';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
  ],
  tm: ['Ýanwar', 'Fewral', 'Mart', 'Aprel', 'Maý', 'Iýun', 'Iýul', 'Awgust', 'Sentýabr', 'Oktýabr', 'Noýabr', 'Dekabr'],
};

/** Russian puts a month after its day in the genitive (`15 ноября`); MONTHS holds the nominative. */
const RUSSIAN_MONTHS_WITH_DAY = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** The month's name (index 0 = January) in a language, as a label on its own; an unknown month gives ''. */
export function monthName(locale: Locale, monthIndex: number): string {
  return MONTHS[locale][monthIndex] ?? '';
}

/** A day and its month as the language writes them: `14 March`, `14 марта`, `14 Mart`. */
function dayAndMonth(locale: Locale, day: string | number, monthIndex: number): string {
  if (locale === 'ru') return `${day} ${RUSSIAN_MONTHS_WITH_DAY[monthIndex]}`;
  return `${day} ${monthName(locale, monthIndex)}`;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface SiteDateParts {
  year: number;
  monthIndex: number;
  day: number;
  hour: string;
  minute: string;
}

/**
 * Dates read before, at most READ_DATES of them, the first read dropped first: ICU's formatting
 * in a time zone is the dearest part of a card (some 50 µs), and the same items' dates are shown
 * page after page (a list's cards, the sidebar, every language's copy of a page).
 */
export const READ_DATES = 1_000;
const readDates = new Map<string, Readonly<SiteDateParts> | null>();

function siteDateParts(iso: string): Readonly<SiteDateParts> | null {
  let parts = readDates.get(iso);
  if (parts === undefined) {
    parts = readSiteDateParts(iso);
    readDates.set(iso, parts);
    // A Map keeps insertion order: the first key is the first read.
    if (readDates.size > READ_DATES) readDates.delete(readDates.keys().next().value!);
  }
  return parts;
}

function readSiteDateParts(iso: string): Readonly<SiteDateParts> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return Object.freeze({
    year: Number(parts.year),
    monthIndex: Number(parts.month) - 1,
    day: Number(parts.day),
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  });
}

/**
 * The time `iso` reads on a clock in Ashgabat, as a Date whose UTC fields hold it: for formats
 * that write a wall-clock time beside its zone's name, as iCalendar's `TZID` does. Null when
 * unreadable.
 */
export function siteWallClock(iso: string): Date | null {
  const parts = siteDateParts(iso);
  if (!parts) return null;
  return new Date(Date.UTC(parts.year, parts.monthIndex, parts.day, Number(parts.hour), Number(parts.minute)));
}

/** Cards: day, month name, year (`14 March 2025`, `14 марта 2025`). An unreadable date gives ''. */
export function formatCardDate(iso: string, locale: Locale): string {
  const parts = siteDateParts(iso);
  if (!parts) return '';
  return `${dayAndMonth(locale, parts.day, parts.monthIndex)} ${parts.year}`;
}

/** Details of news and competitions: `March 14, 2025, 09:30`; Russian: `14 марта 2025, 09:30`. */
export function formatDetailDate(iso: string, locale: Locale): string {
  const parts = siteDateParts(iso);
  if (!parts) return '';
  const day = String(parts.day).padStart(2, '0');
  const time = `${parts.hour}:${parts.minute}`;
  if (locale === 'ru') return `${dayAndMonth(locale, day, parts.monthIndex)} ${parts.year}, ${time}`;
  return `${monthName(locale, parts.monthIndex)} ${day}, ${parts.year}, ${time}`;
}
