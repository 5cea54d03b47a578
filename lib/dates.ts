/*
 * Dates as the site shows them, in the institute's own time zone. Month names come from
 * our own table: `Intl` knows Turkmen only as `tk`, and the spec fixes these exact names.
 */

export const SITE_TIME_ZONE = 'Asia/Ashgabat';

const TURKMEN_MONTHS = [
  'Ýanwar', 'Fewral', 'Mart', 'Aprel', 'Maý', 'Iýun', 'Iýul', 'Awgust', 'Sentýabr', 'Oktýabr', 'Noýabr', 'Dekabr',
];

const MONTHS: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ru: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  tk: TURKMEN_MONTHS,
  tm: TURKMEN_MONTHS,
};

/** The month's name (index 0 = January) in a language; an unknown code gives ''. */
export function monthName(languageCode: string, monthIndex: number): string {
  return MONTHS[languageCode]?.[monthIndex] ?? '';
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

function siteDateParts(iso: string): SiteDateParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    monthIndex: Number(parts.month) - 1,
    day: Number(parts.day),
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  };
}

/** Cards: day, month name, year (`14 March 2025`). An unreadable date gives ''. */
export function formatCardDate(iso: string, languageCode: string): string {
  const parts = siteDateParts(iso);
  if (!parts) return '';
  return `${parts.day} ${monthName(languageCode, parts.monthIndex)} ${parts.year}`;
}

/** Details of news and competitions: `March 14, 2025, 09:30`, 24-hour time. */
export function formatDetailDate(iso: string, languageCode: string): string {
  const parts = siteDateParts(iso);
  if (!parts) return '';
  const day = String(parts.day).padStart(2, '0');
  return `${monthName(languageCode, parts.monthIndex)} ${day}, ${parts.year}, ${parts.hour}:${parts.minute}`;
}
