import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { sharedCacheControl } from '@/lib/cache/page-cache-control';
import { languageTag } from '@/lib/i18n/language';
import { routing, type Locale } from '@/lib/i18n/routing';
import { CALENDAR_RECENT_DAYS, CALENDAR_SIZE } from '@/lib/limits';
import { parseId } from '@/lib/params';
import { routes } from '@/lib/routes';
import { htmlToPlainText } from '@/lib/html-text';
import { sanitizeUpstreamHtml } from '@/lib/sanitize';
import { getCompetition, getCompetitionList, UpstreamError, type Competition } from '@/lib/upstream';
import { siteConfig } from '@/lib/runtime/site-config';
import { collectionTags } from '@/lib/upstream/tags';
import { COMPETITIONS } from '@/lib/kinds';
import { localizedUrl } from './alternates';
import { renderCalendar } from './ical';
import { institute } from './institute';
import { cutAtWord } from './text';
import { notFoundResponse, unavailableResponse, XML_CACHE_SECONDS } from './xml';

/** A description's length in a calendar: its opening, then the page's address. */
const DESCRIPTION_LENGTH = 1_000;

/**
 * A calendar of `competitions` in `locale`'s words. A competition is one event in every language
 * (its UID names no language): imported into one calendar from two languages' files, it is
 * updated, not added twice.
 */
async function calendarOf(locale: Locale, competitions: Competition[]): Promise<string> {
  const [t, tSite, organizer] = await Promise.all([
    getTranslations({ locale, namespace: 'Competitions' }),
    getTranslations({ locale, namespace: 'Site' }),
    institute(locale),
  ]);
  const { siteOrigin } = siteConfig();
  const host = new URL(siteOrigin).host;
  // Where the structured data of a competition's page says it takes place.
  const location = `${organizer.name}, ${organizer.postalAddress}`;
  return renderCalendar(
    {
      name: `${t('title')} — ${tSite('shortName')}`,
      description: tSite('name'),
      producer: tSite('shortName'),
      language: languageTag(locale),
      url: localizedUrl(locale, routes.competitions()),
      // As long as the feed is kept.
      refreshSeconds: XML_CACHE_SECONDS,
    },
    competitions.map((competition) => {
      const url = localizedUrl(locale, routes.competitionDetails(competition.id));
      const text = htmlToPlainText(sanitizeUpstreamHtml(competition.descriptionHtml, { locale }), siteOrigin);
      return {
        uid: `competition-${competition.id}@${host}`,
        startsAt: competition.startsAt,
        summary: competition.title,
        description: `${cutAtWord(text, DESCRIPTION_LENGTH)}\n\n${url}`,
        location,
        url,
      };
    }),
  );
}

/** The competitions' calendar of one language: upcoming and recent ones (lib/limits.ts). */
async function competitionsCalendar(locale: Locale): Promise<string> {
  const newest = await getCompetitionList(locale, CALENDAR_SIZE, 0);
  const since = Date.now() - CALENDAR_RECENT_DAYS * 24 * 60 * 60 * 1000;
  return calendarOf(
    locale,
    newest.items.filter((competition) => Date.parse(competition.startsAt) >= since),
  );
}

/** One competition's calendar, or null when the upstream does not have it. */
async function competitionCalendar(locale: Locale, id: number): Promise<string | null> {
  const competition = await getCompetition(locale, id);
  return competition && calendarOf(locale, [competition]);
}

/**
 * The feed as last made, kept an hour in the data cache every instance shares and made again at
 * once when the competitions are revalidated, as the RSS feeds are: never made per request.
 */
const cachedCompetitionsCalendar = unstable_cache(competitionsCalendar, ['competitions-calendar'], {
  revalidate: XML_CACHE_SECONDS,
  tags: collectionTags(COMPETITIONS.collection),
});

/**
 * The file's name in the page's language (RFC 6266's `filename*`), with the English one for
 * browsers that read only `filename`.
 */
function calendarResponse(
  body: string,
  { name, englishName }: { name: string; englishName: string },
  disposition: 'inline' | 'attachment',
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${englishName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': sharedCacheControl(XML_CACHE_SECONDS),
    },
  });
}

/** What a downloaded calendar is called in `locale` (and in English): `bäsleşik-1002.ics`. */
export async function calendarFileName(locale: Locale, competitionId?: number): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Competitions' });
  const name = competitionId === undefined ? t('calendarFeedFileName') : t('calendarFileName', { id: competitionId });
  return `${name}.ics`;
}

async function fileNames(locale: Locale, competitionId?: number) {
  const [name, englishName] = await Promise.all([
    calendarFileName(locale, competitionId),
    calendarFileName('en', competitionId),
  ]);
  return { name, englishName };
}

/** `/{locale}/competitions.ics`: what a calendar subscribes to. */
export async function competitionsCalendarRoute(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return notFoundResponse();
  try {
    const [body, names] = await Promise.all([cachedCompetitionsCalendar(locale), fileNames(locale)]);
    return calendarResponse(body, names, 'inline');
  } catch (error) {
    if (error instanceof UpstreamError) return unavailableResponse();
    throw error;
  }
}

/**
 * `/{locale}/competition-details/{id}/calendar.ics`: "Add to calendar", a download. Kept by the
 * page cache as its page is (the route exports generateStaticParams), so that an unknown id is
 * asked upstream once and its 404 is kept apart with the pages' (lib/cache/made-up-pages.ts).
 */
export async function competitionCalendarRoute(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
): Promise<Response> {
  const { locale, id: segment } = await params;
  const id = parseId(segment);
  if (!hasLocale(routing.locales, locale) || id === null) return notFoundResponse();
  // An upstream failure throws, as a page's render does: the last good answer is served meanwhile.
  const body = await competitionCalendar(locale, id);
  return body ? calendarResponse(body, await fileNames(locale, id), 'attachment') : notFoundResponse();
}
