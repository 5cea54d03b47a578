import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { EVENT_LENGTH_MS, renderCalendar } from './ical';

const head = {
  name: 'Competitions — EDIC',
  description: 'Education Digital Information Centre',
  producer: 'EDIC',
  language: 'en',
  url: 'https://edu.example/en/competitions',
  refreshSeconds: 3600,
};
const event = (uid: string, startsAt: string) => ({
  uid,
  startsAt,
  summary: 'Olympiad in maths, "finals"; round 2',
  description: 'First line\nSecond line',
  location: 'Digital Information Centre, 1 Garaşsyzlyk Avenue, Ashgabat',
  url: `https://edu.example/en/competition-details/${uid}`,
});

function eventsOf(text: string): VEvent[] {
  return Object.values(nodeIcal.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
}

describe('renderCalendar', () => {
  it("writes each start as Ashgabat's clock with its zone, whatever offset it came with", () => {
    const text = renderCalendar(head, [event('a', '2026-12-01T10:00:00+05:00'), event('b', '2026-12-01T03:30:00Z')]);
    expect(text).toContain('DTSTART;TZID=Asia/Ashgabat:20261201T100000');
    expect(text).toContain('DTSTART;TZID=Asia/Ashgabat:20261201T083000');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Ashgabat\r\n[\s\S]*TZOFFSETTO:\+0500/);
    const [first, second] = eventsOf(text);
    expect(first!.start.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(first!.start.tz).toBe('Asia/Ashgabat');
    expect(second!.start.toISOString()).toBe('2026-12-01T03:30:00.000Z');
  });

  it('keeps the title, text, address and uid as given, and names the calendar', () => {
    const text = renderCalendar(head, [event('7', '2026-12-01T10:00:00+05:00')]);
    const [parsed] = eventsOf(text);
    expect(parsed!.uid).toBe('7');
    expect(parsed!.summary).toBe('Olympiad in maths, "finals"; round 2');
    expect(parsed!.description).toBe('First line\nSecond line');
    expect(parsed!.url).toMatchObject({ val: 'https://edu.example/en/competition-details/7' });
    expect(text).toContain('X-WR-CALNAME:Competitions — EDIC');
    expect(text).toContain('METHOD:PUBLISH');
  });

  it('leaves out an event whose start cannot be read', () => {
    expect(eventsOf(renderCalendar(head, [event('x', 'not a date')]))).toEqual([]);
  });

  it('gives every event an end, its place and its address, read alike by a second parser (ical.js)', () => {
    const text = renderCalendar(head, [event('7', '2026-12-01T10:00:00+05:00')]);
    const [parsed] = eventsOf(text);
    expect(parsed!.end!.getTime() - parsed!.start.getTime()).toBe(EVENT_LENGTH_MS);
    expect(parsed!.location).toBe('Digital Information Centre, 1 Garaşsyzlyk Avenue, Ashgabat');

    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const second = new ICAL.Event(vevent);
    expect(second.uid).toBe('7');
    expect(second.startDate.toJSDate().toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(second.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(second.location).toBe('Digital Information Centre, 1 Garaşsyzlyk Avenue, Ashgabat');
    expect(second.description).toBe('First line\nSecond line');
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Asia/Ashgabat',
    ]);
  });
});

describe('renderCalendar keeps the rules of RFC 5545', () => {
  const long = {
    ...event('9', '2026-12-01T10:00:00+05:00'),
    summary: 'Олимпиада по математике и информатике для учащихся средних школ всех велаятов страны',
  };
  const text = renderCalendar(head, [event('8', '2026-12-02T09:00:00+05:00'), long]);
  const lines = text.split('\r\n');

  it('ends every line with CRLF, the last one too, and has no bare LF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets, continuing with one space, without splitting a character', () => {
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('writes DTSTAMP in UTC, and each event has exactly one UID, DTSTAMP, DTSTART and DTEND', () => {
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    for (const body of events) {
      for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND']) {
        expect(body.match(new RegExp(`^${name}[:;]`, 'gm'))).toHaveLength(1);
      }
      expect(body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
      expect(body).not.toMatch(/^DURATION/m);
    }
  });

  it('opens with VERSION and PRODID, and closes every component it opens', () => {
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', expect.stringMatching(/^PRODID:/)]);
    const opened = lines.filter((line) => line.startsWith('BEGIN:')).map((line) => line.slice(6));
    const closed = lines.filter((line) => line.startsWith('END:')).map((line) => line.slice(4));
    expect(closed.toSorted()).toEqual(opened.toSorted());
  });
});
