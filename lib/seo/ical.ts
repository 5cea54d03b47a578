import ical, { ICalCalendarMethod } from 'ical-generator';
import { SITE_TIME_ZONE, siteWallClock } from '../dates.ts';

/**
 * Ashgabat has kept UTC+5 all year since 1992, so its VTIMEZONE is one standard period. Written
 * here rather than drawn from a time-zone database package, which would be the largest part of
 * the calendar for one line of it.
 */
const SITE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0500',
  'TZOFFSETTO:+0500',
  'TZNAME:+05',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarHead {
  name: string;
  description: string;
  /** Who makes it, for PRODID: the site's short name. */
  producer: string;
  /** BCP 47 tag of its language. */
  language: string;
  /** The page it belongs to. */
  url: string;
  /** How often a subscribed calendar should ask again. */
  refreshSeconds: number;
}

export interface CalendarEvent {
  /** Stable across readings, so that a subscribed calendar updates the event instead of adding one. */
  uid: string;
  /** ISO 8601 with its offset; written as the time in Ashgabat, with its zone. */
  startsAt: string;
  summary: string;
  description: string;
  /** Where it takes place, as words. */
  location: string;
  url: string;
}

/**
 * How long an event lasts. The upstream gives a competition's start only, and an event without an
 * end is a moment (RFC 5545), which calendars import as nothing to see: each shows the hour from
 * its start, the length calendars give a new event.
 */
export const EVENT_LENGTH_MS = 60 * 60 * 1000;

/** An iCalendar (RFC 5545) of `events`, times in the site's zone. Events whose start is unreadable are left out. */
export function renderCalendar(head: CalendarHead, events: CalendarEvent[]): string {
  const calendar = ical({
    name: head.name,
    description: head.description,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: head.producer, product: 'site', language: head.language.toUpperCase() },
    url: head.url,
    ttl: head.refreshSeconds,
  });
  // No zone for the calendar itself, so that DTSTAMP is written in UTC (RFC 5545 3.8.7.2); each
  // event names Ashgabat's, and the generator writes its VTIMEZONE once.
  calendar.timezone({ name: null, generator: (zone) => (zone === SITE_TIME_ZONE ? SITE_VTIMEZONE : null) });
  for (const event of events) {
    // ical-generator writes a time with a zone as the Date's UTC fields: give it Ashgabat's clock.
    const start = siteWallClock(event.startsAt);
    if (!start) continue;
    calendar.createEvent({
      id: event.uid,
      start,
      end: new Date(start.getTime() + EVENT_LENGTH_MS),
      timezone: SITE_TIME_ZONE,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
    });
  }
  // Every content line ends with CRLF (RFC 5545 3.1), the last one too.
  return `${calendar.toString().replace(/(?:\r\n)*$/, '')}\r\n`;
}
