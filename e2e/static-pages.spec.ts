import { expect, test } from '@playwright/test';
import { phoneHref, SITE_CONTACTS } from '../lib/site';
import { LOCALES, MESSAGES, topBarContacts } from './support';

const DIGITAL = [
  ['e-school', 'eSchool', 'eSchoolText'],
  ['e-garden', 'eGarden', 'eGardenText'],
  ['system', 'system', 'systemText'],
  ['payment', 'payment', 'paymentText'],
] as const;

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];

  test(`about in ${locale}: picture, heading and one paragraph per line of the description`, async ({ page }) => {
    await page.goto(`/${locale}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.About.title);
    await expect(page.getByRole('img', { name: messages.About.imageAlt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: messages.About.heading })).toBeVisible();
    const lines = messages.About.description.split('\n');
    await expect(page.getByRole('main').locator('p')).toHaveText(lines);
  });

  test(`the digital service pages in ${locale}`, async ({ page }) => {
    for (const [name, titleKey, textKey] of DIGITAL) {
      const response = await page.goto(`/${locale}/digital/${name}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Digital[titleKey]);
      await expect(page.getByRole('main').locator('p')).toHaveText(messages.Digital[textKey].split('\n'));
    }
  });
}

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    // The map is a third-party frame; the tests never reach the internet.
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }),
    );
  });

  for (const locale of LOCALES) {
    test(`in ${locale}: phones with the short second number, e-mail and address`, async ({ page }) => {
      const messages = MESSAGES[locale];
      await page.goto(`/${locale}/contact`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Contact.title);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: '+993 12 44-55-25' })).toHaveAttribute('href', 'tel:+99312445525');
      const second = main.getByRole('link', { name: /^\/ 26/ });
      await expect(second).toHaveAttribute('href', 'tel:+99312445526');
      await expect(second).toHaveText(/^\/ 26/);
      await expect(main.getByRole('link', { name: '+993 12 44-55-30' })).toBeVisible();
      await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(main.locator('address')).toHaveText(messages.Site.postalAddress);
    });
  }

  test('the map loads when asked for', async ({ page }) => {
    // An observer that never reports: the button is then the only way to the map.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/en/contact');
    const main = page.getByRole('main');
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: MESSAGES.en.Contact.showMap }).click();
    await expect(main.locator('iframe')).toHaveAttribute('title', MESSAGES.en.Contact.mapTitle);
  });

  test('the map loads when the visitor scrolls to it', async ({ page }) => {
    // A phone held sideways: the map starts well below the screen (and the 200px ahead that it
    // is loaded for), whatever the header's height.
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto('/en/contact');
    const main = page.getByRole('main');
    const mapHeading = main.getByRole('heading', { name: MESSAGES.en.Contact.map });
    expect((await mapHeading.boundingBox())!.y).toBeGreaterThan(360 + 200);
    await expect(main.locator('iframe')).toHaveCount(0);
    await mapHeading.scrollIntoViewIfNeeded();
    await expect(main.locator('iframe')).toHaveCount(1);
  });
});

test('an unknown digital service is a 404', async ({ request }) => {
  expect((await request.get('/en/digital/e-shop')).status()).toBe(404);
});

test("the footer's 'follow us' stands apart from the postal address, on a phone and a wide screen", async ({
  page,
}) => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/en/about');
    const footer = page.getByRole('contentinfo');
    const address = (await footer.locator('address').boundingBox())!;
    const followUs = (await footer.getByRole('heading', { name: MESSAGES.en.Footer.social }).boundingBox())!;
    // The space(6) step of the tokens: 2rem.
    expect(followUs.y - (address.y + address.height), `${viewport.width}px`).toBeGreaterThanOrEqual(31.5);
  }
});

for (const locale of LOCALES) {
  test(`in ${locale}, the top bar shows every phone number of the centre in one row on a 1280px screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/news`);
    const topBar = topBarContacts(page);
    const phones = topBar.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(3);
    // The others after the first, by their last digits, each naming its whole number to a screen reader.
    await expect(phones).toHaveText(['+993 12 44-55-25', '/ 26 (+993 12 44-55-26)', '/ 30 (+993 12 44-55-30)']);
    await expect(phones.nth(2)).toHaveAttribute('href', 'tel:+99312445530');
    for (let index = 0; index < 3; index += 1) await expect(phones.nth(index)).toBeVisible();
    await expect(topBar.getByRole('link', { name: MESSAGES[locale].Header.faq })).toBeVisible();
    // Languages, numbers, e-mail, address and FAQ on one row.
    const tops = await page
      .locator('header > div:first-child li')
      .filter({ visible: true })
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    expect(new Set(tops).size).toBe(1);
  });
}

for (const locale of LOCALES) {
  test(`in ${locale}, the footer leads to the accessibility statement`, async ({ page }) => {
    const t = MESSAGES[locale].Accessibility;
    await page.goto(`/${locale}`);
    await page.getByRole('contentinfo').getByRole('link', { name: MESSAGES[locale].Navigation.accessibility }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/accessibility$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      t.aimHeading,
      t.testingHeading,
      t.limitsHeading,
      t.measuringHeading,
      t.reportHeading,
    ]);
    await expect(main).toContainText(/WCAG\)? 2\.2/);
    // How it is checked, a point each.
    await expect(main.locator('h2 + ul').first().getByRole('listitem')).toHaveCount(t.testing.split('\n').length);
    // What is measured of a visit, and what is not kept, in paragraphs under its heading.
    for (const paragraph of t.measuring.split('\n'))
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    // Whom to tell: the centre's own address and first number, as links.
    await expect(main.getByRole('link', { name: SITE_CONTACTS.email })).toHaveAttribute(
      'href',
      `mailto:${SITE_CONTACTS.email}`,
    );
    await expect(main.getByRole('link', { name: SITE_CONTACTS.phones[0] })).toHaveAttribute(
      'href',
      phoneHref(SITE_CONTACTS.phones[0]),
    );
  });
}
