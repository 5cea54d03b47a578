import { competitionCalendarRoute } from '@/lib/seo/calendar';

export { generateStaticParams } from '@/lib/pages/on-demand';

/** One competition as an iCalendar file: its page's "Add to calendar". */
export const GET = competitionCalendarRoute;
