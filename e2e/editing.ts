import { expect, type Page } from '@playwright/test';
import { upstreamLang, type DemoList, type DemoNews, type Locale } from './support';
import { E2E_REVALIDATE_SECRET, E2E_TOKEN } from './servers';

/*
 * What the revalidation tests do as an editor would: change content in an editable demo
 * upstream (`POST /__demo/edit`), then call the site's revalidation hook.
 */

/** The news of the editable demo upstream at `origin`, as the site would fetch them. */
export async function demoNews(origin: string, locale: Locale, limit: number): Promise<DemoNews[]> {
  const response = await fetch(`${origin}/content/api/v1/news/?limit=${limit}&offset=0&lang=${upstreamLang(locale)}`, {
    headers: { Centralized: E2E_TOKEN, Accept: 'application/json' },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as DemoList<DemoNews>).results;
}

/** Gives a news item a new title in every language, in the demo upstream at `origin`. */
export async function retitleNews(origin: string, id: number, title: string): Promise<void> {
  const response = await fetch(`${origin}/__demo/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ collection: 'news', id, title }),
  });
  expect(response.ok).toBe(true);
}

export async function undoEdits(origin: string): Promise<void> {
  expect((await fetch(`${origin}/__demo/edit`, { method: 'DELETE' })).ok).toBe(true);
}

/** Calls the revalidation hook of the site at `siteUrl`; `secret: null` sends no Authorization header. */
export function callHook(siteUrl: string, body: unknown, secret: string | null = E2E_REVALIDATE_SECRET) {
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { authorization: `Bearer ${secret}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Calls the hook and expects it to report what it revalidated. */
export async function revalidate(siteUrl: string, body: { collection: string; id?: number }, tags: string[]) {
  const response = await callHook(siteUrl, body);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ revalidated: tags });
}

/** Opens a news detail page and returns its heading, asserting it is there. */
export async function newsHeading(page: Page, siteUrl: string, locale: Locale, id: number): Promise<string> {
  // The server's HTML, read by the browser's parser: no page to load and hydrate for one heading.
  const response = await page.request.get(`${siteUrl}/${locale}/news-details/${id}`);
  expect(response.status()).toBe(200);
  const heading = await page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent ?? null,
    await response.text(),
  );
  expect(heading).not.toBeNull();
  return heading!.trim();
}
