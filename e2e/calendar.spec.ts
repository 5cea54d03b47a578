import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import nodeIcal, { type VEvent } from 'node-ical';
import { CALENDAR_RECENT_DAYS, CALENDAR_SIZE } from '../lib/limits';
import { SITE_URL } from './servers';
import { demoProvider, LOCALES, MESSAGES, type DemoList, type Locale } from './support';

interface DemoCompetition {
  id: number;
  title: string;
  start_date: string;
}

/** The events of a calendar as a real iCalendar parser reads them, and the calendar's name. */
function parse(text: string): { name: string | undefined; events: VEvent[] } {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
  const calendar = (parsed as { vcalendar?: { 'WR-CALNAME'?: string } }).vcalendar;
  return { name: calendar?.['WR-CALNAME'] ?? /^X-WR-CALNAME:(.*)$/m.exec(text)?.[1]?.trim(), events };
}

const detailUrl = (locale: string, id: number) => `${SITE_URL}/${locale}/competition-details/${id}`;

/** One UID per competition, the same in every language's calendar. */
const uidOf = (competition: DemoCompetition) => `competition-${competition.id}@${new URL(SITE_URL).host}`;

/**
 * What an event of the site must say of `competition`: its title, start in Ashgabat time and an
 * end after it, where (the institute's address, as on its page), page and id.
 */
function expectEventOf(event: VEvent | undefined, competition: DemoCompetition, locale: Locale) {
  expect(event, `competition ${competition.id}`).toBeDefined();
  expect(event!.summary).toBe(competition.title);
  expect(event!.start.toISOString()).toBe(new Date(competition.start_date).toISOString());
  expect(event!.start.tz).toBe('Asia/Ashgabat');
  expect(event!.end!.getTime()).toBeGreaterThan(event!.start.getTime());
  expect(event!.location).toContain(MESSAGES[locale].Site.postalAddress);
  expect((event!.url as unknown as { val: string }).val).toBe(detailUrl(locale, competition.id));
  expect(event!.uid).toBe(uidOf(competition));
  // Plain text, ending with the page's address for calendars that do not show URL.
  expect(event!.description).not.toMatch(/<[a-z]/i);
  expect(String(event!.description).endsWith(detailUrl(locale, competition.id))).toBe(true);
}

for (const locale of LOCALES) {
  test(`the competitions calendar of ${locale} has the upcoming and recent ones, in Ashgabat time`, async ({
    page,
    request,
  }) => {
    const { results } = await demoProvider<DemoList<DemoCompetition>>(
      `/competition?limit=${CALENDAR_SIZE}&offset=0`,
      locale,
    );
    const since = Date.now() - CALENDAR_RECENT_DAYS * 24 * 60 * 60 * 1000;
    const due = results.filter((competition) => Date.parse(competition.start_date) >= since);
    expect(due.length).toBeGreaterThan(0);
    expect(due.length).toBeLessThan(results.length);

    await page.goto(`/${locale}/competitions`);
    const words = MESSAGES[locale].Competitions;
    await expect(page.getByRole('link', { name: words.calendarDownload })).toHaveAttribute(
      'href',
      `/${locale}/competitions.ics`,
    );
    await expect(page.getByRole('link', { name: words.calendarSubscribe })).toHaveAttribute(
      'href',
      `webcal://${new URL(SITE_URL).host}/${locale}/competitions.ics`,
    );
    // The page says which competitions the feed holds.
    await expect(page.getByText(words.calendarHolds.split('{')[0]!.trim())).toContainText(String(CALENDAR_RECENT_DAYS));

    const response = await request.get(`/${locale}/competitions.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${words.calendarFeedFileName}.ics`)}`,
    );
    const { name, events } = parse(await response.text());
    expect(name).toContain(MESSAGES[locale].Competitions.title);
    expect(events.map((event) => event.summary).toSorted()).toEqual(
      due.map((competition) => competition.title).toSorted(),
    );
    for (const competition of due) {
      expectEventOf(
        events.find((event) => event.uid === uidOf(competition)),
        competition,
        locale,
      );
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true });

  for (const locale of LOCALES) {
    test(`"Add to calendar" on a competition's page (${locale}) downloads its event`, async ({ page }) => {
      const [competition] = (await demoProvider<DemoList<DemoCompetition>>('/competition?limit=1&offset=0', locale))
        .results;
      await page.goto(`/${locale}/competition-details/${competition!.id}`);
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: MESSAGES[locale].Competitions.addToCalendar }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(
        `${MESSAGES[locale].Competitions.calendarFileName.replace('{id}', String(competition!.id))}.ics`,
      );
      const { events } = parse(await readFile((await download.path())!, 'utf8'));
      expect(events).toHaveLength(1);
      expectEventOf(events[0], competition!, locale);
    });
  }
});

test("the calendar asked for without a language is sent to the reader's, as pages are", async ({ request }) => {
  for (const locale of LOCALES) {
    const response = await request.get('/competitions.ics', {
      headers: { cookie: `NEXT_LOCALE=${locale}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, SITE_URL).pathname).toBe(`/${locale}/competitions.ics`);
  }
});

test("an unknown competition's calendar is a 404, asked upstream once and then kept", async ({ request }) => {
  const unknown = `/en/competition-details/${900_000_000 + (Date.now() % 1_000_000)}/calendar.ics`;
  const first = await request.get(unknown);
  expect(first.status()).toBe(404);
  await expect.poll(async () => (await request.get(unknown)).headers()['x-nextjs-cache']).toBe('HIT');
  expect((await request.get('/en/competition-details/abc/calendar.ics')).status()).toBe(404);
});
