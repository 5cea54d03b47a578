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
  url: string;
}

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
  calendar.timezone({ name: SITE_TIME_ZONE, generator: () => SITE_VTIMEZONE });
  for (const event of events) {
    // ical-generator writes a time with a zone as the Date's UTC fields: give it Ashgabat's clock.
    const start = siteWallClock(event.startsAt);
    if (!start) continue;
    // The upstream gives a start only: the event is that moment, as RFC 5545 allows.
    calendar.createEvent({
      id: event.uid,
      start,
      timezone: SITE_TIME_ZONE,
      summary: event.summary,
      description: event.description,
      url: event.url,
    });
  }
  return calendar.toString();
}
