import { describe, expect, it, vi } from 'vitest';
import { formatCardDate, formatDetailDate, monthName, READ_DATES } from './dates';

describe('monthName', () => {
  it('names months in English, Russian and Turkmen', () => {
    expect(monthName('en', 0)).toBe('January');
    expect(monthName('ru', 2)).toBe('Март');
    expect(monthName('tm', 4)).toBe('Maý');
    expect(monthName('en', 11)).toBe('December');
  });

  it('names all twelve months in each language, and no thirteenth', () => {
    for (const locale of ['tm', 'ru', 'en'] as const) {
      for (let month = 0; month < 12; month += 1) expect(monthName(locale, month), `${locale} ${month}`).not.toBe('');
      expect(monthName(locale, 12)).toBe('');
    }
  });
});

describe('formatCardDate', () => {
  it.each([
    ['en', '14 March 2025'],
    ['ru', '14 марта 2025'],
    ['tm', '14 Mart 2025'],
  ] as const)('shows day, month name and year in Ashgabat time (%s: %s)', (locale, text) => {
    expect(formatCardDate('2025-03-14T09:30:00+05:00', locale)).toBe(text);
  });

  it('moves to the next day when it is already tomorrow in Ashgabat (UTC+5)', () => {
    expect(formatCardDate('2025-12-31T20:00:00Z', 'en')).toBe('1 January 2026');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatCardDate('not a date', 'en')).toBe('');
  });
});

describe('formatDetailDate', () => {
  it.each([
    ['2025-03-04T09:05:00+05:00', 'en', 'March 04, 2025, 09:05'],
    ['2025-03-14T18:45:00Z', 'ru', '14 марта 2025, 23:45'],
    ['2025-06-01T00:00:00+05:00', 'tm', 'Iýun 01, 2025, 00:00'],
  ] as const)('shows "Month DD, YYYY, HH:mm" in 24-hour Ashgabat time (%s in %s)', (iso, locale, text) => {
    expect(formatDetailDate(iso, locale)).toBe(text);
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDetailDate('2025-01-01T19:00:00Z', 'en')).toBe('January 02, 2025, 00:00');
  });
});

describe('Russian dates with a day', () => {
  // The genitive of each month, as a day and month are written; a month alone stays nominative.
  it.each([
    [0, 'января', 'Январь'],
    [1, 'февраля', 'Февраль'],
    [2, 'марта', 'Март'],
    [3, 'апреля', 'Апрель'],
    [4, 'мая', 'Май'],
    [5, 'июня', 'Июнь'],
    [6, 'июля', 'Июль'],
    [7, 'августа', 'Август'],
    [8, 'сентября', 'Сентябрь'],
    [9, 'октября', 'Октябрь'],
    [10, 'ноября', 'Ноябрь'],
    [11, 'декабря', 'Декабрь'],
  ])('month %i: %s with a day, %s alone', (monthIndex, withDay, alone) => {
    const iso = `2026-${String(monthIndex + 1).padStart(2, '0')}-15T12:00:00+05:00`;
    expect(formatCardDate(iso, 'ru')).toBe(`15 ${withDay} 2026`);
    expect(formatDetailDate(iso, 'ru')).toBe(`15 ${withDay} 2026, 12:00`);
    expect(monthName('ru', monthIndex)).toBe(alone);
  });
});

describe('dates read before', () => {
  it('are read once in the time zone, and again once more than READ_DATES others were read since', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const first = '2024-02-03T04:05:00Z';
      expect(formatDetailDate(first, 'en')).toBe('February 03, 2024, 09:05');
      expect(formatCardDate(first, 'ru')).toBe('3 февраля 2024');
      expect(formatToParts).toHaveBeenCalledTimes(1);
      for (let day = 0; day < READ_DATES; day += 1)
        formatCardDate(new Date(Date.UTC(2000, 0, 1 + day)).toISOString(), 'en');
      expect(formatToParts).toHaveBeenCalledTimes(1 + READ_DATES);
      expect(formatCardDate(first, 'tm')).toBe('3 Fewral 2024');
      expect(formatToParts).toHaveBeenCalledTimes(2 + READ_DATES);
    } finally {
      formatToParts.mockRestore();
    }
  });
});
