import { competitionsCalendarRoute } from '@/lib/seo/calendar';

/** Upcoming and recent competitions as iCalendar, in the language of the path, for a calendar to subscribe to. */
export const GET = competitionsCalendarRoute;
