import { expect, test, type Page } from '@playwright/test';
import { demoProvider, LOCALES, MESSAGES, type DemoItem, type DemoList } from './support';

interface DemoPlace extends DemoItem {
  is_active: boolean;
  category_id?: number | null;
}

const PAGE_SIZE = 20;

/** The titles of the cards in the main list, in order. */
const cardTitles = (page: Page) => page.getByRole('main').locator('article h2');

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];

  test.describe(`in ${locale}`, () => {
    test('branches: all, soon and see, the categories and the pager', async ({ page }) => {
      const first = await demoProvider<DemoList<DemoPlace>>(`/branch?limit=${PAGE_SIZE}&offset=0`, locale);
      const categories = await demoProvider<DemoList<DemoItem>>('/branchcategory', locale);
      expect(first.count).toBeGreaterThan(PAGE_SIZE);

      await page.goto(`/${locale}/branches/all`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Branches.title);
      await expect(cardTitles(page)).toHaveText(first.results.map((branch) => branch.title));

      // An inactive branch says 'soon' and links nowhere; an active one links to its page.
      const inactive = first.results.find((branch) => !branch.is_active)!;
      const active = first.results.find((branch) => branch.is_active)!;
      const inactiveCard = page.getByRole('article').filter({ hasText: inactive.title });
      await expect(inactiveCard.getByText(messages.Common.soon)).toBeVisible();
      await expect(inactiveCard.getByRole('link')).toHaveCount(0);
      const activeCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: active.title }) });
      await expect(activeCard.getByRole('link', { name: active.title })).toHaveAttribute(
        'href',
        `/${locale}/branch-details/${active.id}`,
      );
      await expect(activeCard.getByText(messages.Common.see)).toBeVisible();

      const sidebar = page.getByRole('navigation', { name: messages.Branches.categories });
      await expect(sidebar.getByRole('link')).toHaveText([
        messages.Branches.allBranches,
        ...categories.results.map((category) => category.title),
      ]);
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(messages.Branches.allBranches);

      await page
        .getByRole('navigation', { name: messages.Pager.label })
        .getByRole('link', { name: messages.Pager.next })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/branches/all\\?page=2$`));
      const second = await demoProvider<DemoList<DemoPlace>>(`/branch?limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`, locale);
      await expect(cardTitles(page)).toHaveText(second.results.map((branch) => branch.title));
    });

    // Apart from the list of all, so that each test loads few pages: together they neared the time limit.
    test('branches: a category from the sidebar, and a branch of it with its category marked', async ({ page }) => {
      const categories = await demoProvider<DemoList<DemoItem>>('/branchcategory', locale);
      await page.goto(`/${locale}/branches/all`);
      const sidebar = page.getByRole('navigation', { name: messages.Branches.categories });
      const category = categories.results[0]!;
      const inCategory = await demoProvider<DemoList<DemoPlace>>(
        `/branchcategory/${category.id}?limit=${PAGE_SIZE}&offset=0`,
        locale,
      );
      await sidebar.getByRole('link', { name: category.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/branches/${category.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
      await expect(cardTitles(page)).toHaveText(inCategory.results.map((branch) => branch.title));
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(category.title);

      const target = inCategory.results.find((branch) => branch.is_active)!;
      await page.getByRole('main').getByRole('link', { name: target.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/branch-details/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(sidebar.locator('[aria-current="page"]')).toHaveText(category.title);
    });

    test('offices: all, and by category', async ({ page }) => {
      const all = await demoProvider<DemoList<DemoPlace>>(`/mudirlik?limit=${PAGE_SIZE}&offset=0`, locale);
      await page.goto(`/${locale}/offices/all`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Offices.title);
      await expect(cardTitles(page)).toHaveText(all.results.map((office) => office.title));

      const categoryId = all.results.find((office) => office.category_id)!.category_id!;
      const inCategory = await demoProvider<DemoList<DemoPlace>>(
        `/mudirlik?limit=${PAGE_SIZE}&offset=0&category_id=${categoryId}`,
        locale,
      );
      await page.goto(`/${locale}/offices/${categoryId}`);
      await expect(cardTitles(page)).toHaveText(inCategory.results.map((office) => office.title));
    });

    // Apart from the lists, so that each test loads few pages: together they passed the time limit on a busy machine.
    test("offices: a detail with six other offices, and one not open yet says 'soon'", async ({ page }) => {
      const all = await demoProvider<DemoList<DemoPlace>>(`/mudirlik?limit=${PAGE_SIZE}&offset=0`, locale);
      const target = all.results.find((office) => office.is_active)!;
      await page.goto(`/${locale}/office-details/${target.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      const others = page.getByRole('complementary').getByRole('listitem');
      await expect(others).toHaveCount(6);
      await expect(page.getByRole('complementary').getByRole('link', { name: target.title, exact: true })).toHaveCount(
        0,
      );
      // An office not open yet is linked nowhere: here too it says 'soon', as on its list.
      const sidebarOffices = (await demoProvider<DemoList<DemoPlace>>('/mudirlik?limit=7&offset=0', locale)).results
        .filter((office) => office.id !== target.id)
        .slice(0, 6);
      const notOpen = sidebarOffices.find((office) => !office.is_active);
      expect(notOpen, 'the demo has an office not open yet beside this one').toBeDefined();
      const entry = others.filter({ hasText: notOpen!.title });
      await expect(entry.getByRole('link')).toHaveCount(0);
      await expect(entry).toContainText(messages.Common.soon);
      for (const office of sidebarOffices.filter((item) => item.is_active)) {
        await expect(others.getByRole('link', { name: office.title, exact: true })).toHaveAttribute(
          'href',
          `/${locale}/office-details/${office.id}`,
        );
      }

      // Its own page says 'soon' too.
      await page.goto(`/${locale}/office-details/${notOpen!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notOpen!.title);
      await expect(page.getByRole('main').getByRole('article')).toContainText(messages.Common.soon);
    });

    test('services: every service as a tile, detail with five other services', async ({ page }) => {
      const services = await demoProvider<DemoList<DemoItem>>('/service', locale);
      await page.goto(`/${locale}/services`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        services.results.map((service) => service.title),
      );

      const target = services.results[1]!;
      await page.getByRole('main').getByRole('link', { name: target.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/service-details/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      const sidebar = page.getByRole('complementary');
      await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(messages.Services.otherServices);
      await expect(sidebar.getByRole('listitem')).toHaveCount(5);
      await expect(sidebar.getByRole('link', { name: target.title, exact: true })).toHaveCount(0);
    });
  });
}
