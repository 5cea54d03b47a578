import { expect, test, type Locator } from '@playwright/test';
import { DATE_WITH_TIME, LOCALES, MESSAGES, pageLabel, upstreamLang, type Locale } from './support';

const PAGE_SIZE = 20;
const COMPETITION_SIDEBAR = { limit: 7, offset: 1 };
const LESSON_SIDEBAR = 6;
const ADVERTISEMENT_LINES = '13';
const PROVIDER_ORIGIN = `http://127.0.0.1:${process.env.E2E_DEMO_PORT ?? 4110}/provider`;

interface DemoList<T> {
  count: number;
  results: T[];
}

interface DemoCompetition {
  id: number;
  title: string;
  status: string;
}

interface DemoCourse {
  id: number;
  title: string;
  course_type: string;
  category_name: string;
}

interface DemoAdvertisement {
  id: number;
  title: string;
  category?: string | null;
  description: string;
}

/** Reads a list of the demo's provider API directly, to know what a page should show. */
async function providerList<T>(path: string, locale: Locale, limit: number, offset: number): Promise<DemoList<T>> {
  const url = new URL(`${PROVIDER_ORIGIN}/${upstreamLang(locale)}/api${path}`);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  expect(response.ok).toBe(true);
  return (await response.json()) as DemoList<T>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** The text of the first paragraph of an HTML fragment, as the browser shows it. */
function firstParagraph(html: string): string {
  const match = /<p>(.*?)<\/p>/.exec(html);
  expect(match).not.toBeNull();
  return match![1]!.replace(/<[^>]+>/g, '');
}

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];
  /** 'Read full' and, for screen readers only, the lesson's title (Chromium puts a space before the hidden part). */
  const readFull = (title: string) => new RegExp(`^${escape(messages.Common.readFull)} ?: ${escape(title)}$`);
  const statusLabel = (status: string) =>
    status === 'active' ? messages.Competitions.active : messages.Competitions.inactive;

  /** The status labels within a scope, in order; matching whole texts tells 'Işjeň' from 'Işjeň däl'. */
  const statusLabels = (scope: Locator) =>
    scope.getByText(
      new RegExp(`^(${escape(messages.Competitions.active)}|${escape(messages.Competitions.inactive)})$`),
    );
  const expectedLabels = (competitions: DemoCompetition[]) =>
    competitions.map((competition) => statusLabel(competition.status));

  test.describe(`in ${locale}`, () => {
    test('the competitions list shows the statuses and pages through real links', async ({ page }) => {
      const first = await providerList<DemoCompetition>('/competition', locale, PAGE_SIZE, 0);
      const second = await providerList<DemoCompetition>('/competition', locale, PAGE_SIZE, PAGE_SIZE);
      expect(first.count).toBeGreaterThan(PAGE_SIZE);
      // The demo's first page has both kinds, so both labels are checked.
      expect(first.results.some((competition) => competition.status === 'active')).toBe(true);
      expect(first.results.some((competition) => competition.status !== 'active')).toBe(true);

      const response = await page.goto(`/${locale}/competitions`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Competitions.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles(first.results));
      await expect(statusLabels(cards)).toHaveText(expectedLabels(first.results));
      await expect(cards.locator('time')).toHaveText(first.results.map(() => DATE_WITH_TIME));
      const pager = page.getByRole('navigation', { name: messages.Pager.label });
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1');

      await pager.getByRole('link', { name: pageLabel(locale, 2), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/competitions\\?page=2$`));
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles(second.results));
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
      await expect(statusLabels(cards)).toHaveText(expectedLabels(second.results));
    });

    test('the home page shows competitions and e-lessons with the cards of their lists', async ({ page }) => {
      // HOME_LIMITS of lib/limits.ts.
      const [competitions, lessons] = await Promise.all([
        providerList<DemoCompetition>('/competition', locale, 3, 0),
        providerList<DemoCourse>('/course', locale, 4, 0),
      ]);
      await page.goto(`/${locale}`);
      const competitionCards = page.locator('section[aria-labelledby="home-competitions"]').getByRole('article');
      await expect(competitionCards.getByRole('heading', { level: 3 })).toHaveText(titles(competitions.results));
      await expect(competitionCards.locator('time').first()).toHaveText(DATE_WITH_TIME);
      await expect(statusLabels(competitionCards)).toHaveText(expectedLabels(competitions.results));

      const lessonCards = page.locator('section[aria-labelledby="home-lessons"]').getByRole('article');
      await expect(lessonCards.getByRole('heading', { level: 3 })).toHaveText(titles(lessons.results));
      await expect(
        lessonCards.getByRole('link', { name: new RegExp(`^${escape(messages.Common.readFull)}`) }),
      ).toHaveText(lessons.results.map((lesson) => readFull(lesson.title)));
      await expect(lessonCards.getByRole('link', { name: messages.Lessons.instructor, exact: true })).toHaveCount(
        lessons.results.length,
      );
      await expect(lessonCards).toContainText(
        lessons.results.map((lesson) => `${messages.Lessons.category}: ${lesson.category_name}`),
      );
    });

    test('a competition card opens its page with the upcoming competitions beside it', async ({ page }) => {
      const first = await providerList<DemoCompetition>('/competition', locale, PAGE_SIZE, 0);
      // One more than the sidebar lists, for the page of a competition that is among them.
      const upcomingAndNext = await providerList<DemoCompetition>(
        '/competition',
        locale,
        COMPETITION_SIDEBAR.limit + 1,
        COMPETITION_SIDEBAR.offset,
      );
      const upcoming = { results: upcomingAndNext.results.slice(0, COMPETITION_SIDEBAR.limit) };
      const outsideSidebar = first.results[0]!;
      const inSidebar = upcoming.results[0]!;
      const inactive = first.results.find((competition) => competition.status !== 'active')!;
      expect(upcoming.results.map((competition) => competition.id)).not.toContain(outsideSidebar.id);

      await page.goto(`/${locale}/competitions`);
      const card = page.getByRole('main').getByRole('article').first();
      await card.getByRole('link', { name: outsideSidebar.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/competition-details/${outsideSidebar.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(outsideSidebar.title);
      const article = page.getByRole('main').getByRole('article');
      await expect(article.locator('time')).toHaveText(DATE_WITH_TIME);
      await expect(statusLabels(article)).toHaveText(expectedLabels([outsideSidebar]));
      const sidebar = page.getByRole('complementary', { name: messages.Competitions.upcoming });
      await expect(sidebar.getByRole('listitem')).toHaveCount(COMPETITION_SIDEBAR.limit);
      await expect(sidebar.getByRole('link')).toHaveText(titles(upcoming.results));

      await sidebar.getByRole('link', { name: inSidebar.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/competition-details/${inSidebar.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inSidebar.title);
      // Still seven: the current one is left out and the next one takes its place.
      await expect(sidebar.getByRole('listitem')).toHaveCount(COMPETITION_SIDEBAR.limit);
      await expect(sidebar.getByRole('link')).toHaveText(
        titles(upcomingAndNext.results.filter((competition) => competition.id !== inSidebar.id)),
      );

      await page.goto(`/${locale}/competition-details/${inactive.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inactive.title);
      await expect(statusLabels(page.getByRole('main').getByRole('article'))).toHaveText(expectedLabels([inactive]));
    });

    test('the lessons list shows its cards and pages through real links', async ({ page }) => {
      const first = await providerList<DemoCourse>('/course', locale, PAGE_SIZE, 0);
      const second = await providerList<DemoCourse>('/course', locale, PAGE_SIZE, PAGE_SIZE);
      expect(first.count).toBeGreaterThan(PAGE_SIZE);

      const response = await page.goto(`/${locale}/lessons`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Lessons.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles(first.results));
      await expect(cards).toContainText(
        first.results.map((lesson) => `${messages.Lessons.courseType}: ${lesson.course_type}`),
      );
      await expect(cards).toContainText(
        first.results.map((lesson) => `${messages.Lessons.category}: ${lesson.category_name}`),
      );
      // Each card has two links: one to its lesson, named after it, and one to the instructor profile.
      await expect(cards.getByRole('link')).toHaveCount(first.results.length * 2);
      const readFullLinks = cards.getByRole('link', { name: new RegExp(`^${escape(messages.Common.readFull)}`) });
      await expect(readFullLinks).toHaveText(first.results.map((lesson) => readFull(lesson.title)));
      expect(await readFullLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        first.results.map((lesson) => `/${locale}/lesson-details/${lesson.id}`),
      );
      const instructorLinks = cards.getByRole('link', { name: messages.Lessons.instructor, exact: true });
      expect(await instructorLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        first.results.map(() => `/${locale}/instructor-profile`),
      );
      const pager = page.getByRole('navigation', { name: messages.Pager.label });
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1');

      await pager.getByRole('link', { name: pageLabel(locale, 2), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/lessons\\?page=2$`));
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles(second.results));
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    });

    test('a lesson card opens its page with six other lessons beside it', async ({ page }) => {
      const latest = await providerList<DemoCourse>('/course', locale, LESSON_SIDEBAR + 1, 0);
      const target = latest.results[1]!;

      await page.goto(`/${locale}/lessons`);
      const card = page.getByRole('main').getByRole('article').nth(1);
      await card.getByRole('link', { name: readFull(target.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/lesson-details/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      const article = page.getByRole('main').getByRole('article');
      await expect(article).toContainText(`${messages.Lessons.courseType}: ${target.course_type}`);
      await expect(article).toContainText(`${messages.Lessons.category}: ${target.category_name}`);
      await expect(article.locator('time')).toHaveText(DATE_WITH_TIME);
      const sidebar = page.getByRole('complementary', { name: messages.Lessons.otherLessons });
      await expect(sidebar.getByRole('listitem')).toHaveCount(LESSON_SIDEBAR);
      await expect(sidebar.getByRole('link')).toHaveText(
        titles(latest.results.filter((lesson) => lesson.id !== target.id)),
      );
    });

    test('the instructor profile link leads to its page and back to the lessons', async ({ page }) => {
      await page.goto(`/${locale}/lessons`);
      const card = page.getByRole('main').getByRole('article').first();
      await card.getByRole('link', { name: messages.Lessons.instructor, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/instructor-profile$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.InstructorProfile.title);
      await expect(page.getByRole('main').getByText(messages.InstructorProfile.text)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${messages.InstructorProfile.title} \\| `));

      await page.getByRole('main').getByRole('link', { name: messages.InstructorProfile.backToLessons }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/lessons$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Lessons.title);
    });

    test('the advertisements list clamps descriptions and opens a notice', async ({ page }) => {
      const list = await providerList<DemoAdvertisement>('/mahabat', locale, PAGE_SIZE, 0);
      const withCategory = list.results.find((advertisement) => advertisement.category)!;
      const withoutCategory = list.results.find((advertisement) => !advertisement.category)!;
      expect(withCategory && withoutCategory).toBeTruthy();

      const response = await page.goto(`/${locale}/advertisements`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Advertisements.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles(list.results));
      const pager = page.getByRole('navigation', { name: messages.Pager.label });
      await expect(pager).toHaveCount(list.count > PAGE_SIZE ? 1 : 0);

      // The description is the block that holds the notice's first paragraph.
      const descriptions = cards.locator('div', { has: page.locator(':scope > p:first-child') });
      await expect(descriptions).toContainText(
        list.results.map((advertisement) => firstParagraph(advertisement.description)),
      );
      const clamps = await descriptions.evaluateAll((elements) =>
        elements.map((element) => ({
          lines: getComputedStyle(element).webkitLineClamp,
          overflow: getComputedStyle(element).overflow,
          cut: element.scrollHeight > element.clientHeight,
        })),
      );
      expect(clamps.map(({ lines, overflow }) => ({ lines, overflow }))).toEqual(
        list.results.map(() => ({ lines: ADVERTISEMENT_LINES, overflow: 'hidden' })),
      );
      // The demo's notices are long enough that the clamp hides part of some of them.
      expect(clamps.some(({ cut }) => cut)).toBe(true);
      // A link in a clamped description may be cut off; while it has focus, the text shows in full.
      const withLink = list.results.findIndex((advertisement) => advertisement.description.includes('<a '));
      const linkedDescription = descriptions.nth(withLink);
      const link = linkedDescription.getByRole('link').last();
      await link.focus();
      await expect(linkedDescription).toHaveCSS('-webkit-line-clamp', 'none');
      await expect(link).toBeInViewport();
      await link.blur();
      await expect(linkedDescription).toHaveCSS('-webkit-line-clamp', ADVERTISEMENT_LINES);
      await expect(cards.getByText(`${messages.Advertisements.category}:`, { exact: true })).toHaveCount(
        list.results.filter((advertisement) => advertisement.category).length,
      );
      await expect(cards.nth(list.results.indexOf(withCategory))).toContainText(
        `${messages.Advertisements.category}: ${withCategory.category}`,
      );
      await expect(
        cards.nth(list.results.indexOf(withoutCategory)).getByText(`${messages.Advertisements.category}:`),
      ).toHaveCount(0);

      await cards.nth(list.results.indexOf(withoutCategory)).getByRole('link', { name: withoutCategory.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/advertisement-details/${withoutCategory.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutCategory.title);
      const article = page.getByRole('main').getByRole('article');
      await expect(article.locator('time')).toHaveText(DATE_WITH_TIME);
      const fullDescription = article
        .getByText(firstParagraph(withoutCategory.description), { exact: true })
        .locator('..');
      await expect(fullDescription).toHaveCSS('-webkit-line-clamp', 'none');

      await page.goto(`/${locale}/advertisement-details/${withCategory.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withCategory.title);
      await expect(page.getByRole('main').getByRole('article')).toContainText(
        `${messages.Advertisements.category}: ${withCategory.category}`,
      );
    });
  });
}
