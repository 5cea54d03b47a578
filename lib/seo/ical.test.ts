import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { renderCalendar } from './ical';

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
});
