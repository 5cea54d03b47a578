import { expect, test } from '@playwright/test';
import { languageTag } from '../lib/i18n/language';
import { DATE_WITH_TIME, demoContent, LOCALES, MESSAGES, pageLabel, type DemoNews } from './support';

const PAGE_SIZE = 21;

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];
  test.describe(`in ${locale}`, () => {
    test('the home page shows the latest news and every section', async ({ page }) => {
      const latest = await demoContent<{ results: DemoNews[] }>('/news/?limit=6&offset=0', locale);
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const newsSection = page.locator('section#home-news, section[aria-labelledby="home-news"]');
      await expect(newsSection.getByRole('heading', { level: 3 })).toHaveText(latest.results.map((news) => news.title));
      await expect(page.locator('section[aria-labelledby="home-services"] li')).not.toHaveCount(0);
      await expect(page.locator('section[aria-labelledby="home-competitions"] li')).not.toHaveCount(0);
      await expect(page.locator('section[aria-labelledby="home-lessons"] li')).not.toHaveCount(0);
      await expect(page.locator('section[aria-labelledby="home-digital"] li')).toHaveCount(4);
    });

    test('the news list pages through real links and opens a detail from a card', async ({ page }) => {
      const first = await demoContent<{ count: number; results: DemoNews[] }>(
        `/news/?limit=${PAGE_SIZE}&offset=0`,
        locale,
      );
      const second = await demoContent<{ results: DemoNews[] }>(
        `/news/?limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`,
        locale,
      );

      await page.goto(`/${locale}/news`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(first.results.map((news) => news.title));
      const pager = page.getByRole('navigation', { name: messages.Pager.label });
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1');

      // From the pager at the foot of the list, the next page opens at the top of the document.
      await pager.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await pager.getByRole('link', { name: pageLabel(locale, 2), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news\\?page=2$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(second.results.map((news) => news.title));
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

      const target = second.results[0]!;
      await cards.first().getByRole('link', { name: target.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news-details/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(page.getByRole('main').getByRole('article').first().locator('time')).toHaveText(DATE_WITH_TIME);
      await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('complementary').getByRole('link', { name: target.title, exact: true })).toHaveCount(
        0,
      );
      await expect(page).toHaveTitle(new RegExp(`^${target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    });

    test('a news item with a source link offers it in a new tab', async ({ page }) => {
      const all = await demoContent<{ results: DemoNews[] }>('/news/?limit=100&offset=0', locale);
      const withSource = all.results.find((news) => news.source_link);
      const withoutSource = all.results.find((news) => !news.source_link);
      expect(withSource && withoutSource).toBeTruthy();

      await page.goto(`/${locale}/news-details/${withSource!.id}`);
      const source = page.getByRole('main').getByRole('link', { name: new RegExp(`^${messages.Common.source} `) });
      await expect(source).toHaveAttribute('href', withSource!.source_link!);
      await expect(source).toHaveAttribute('target', '_blank');
      await expect(source).toHaveAttribute('rel', 'noopener noreferrer');

      await page.goto(`/${locale}/news-details/${withoutSource!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutSource!.title);
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${messages.Common.source} `) }),
      ).toHaveCount(0);
    });
  });
}
