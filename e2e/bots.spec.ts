import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITABLE_DEMO_ORIGIN, REVALIDATION_SITE_URL, siteDistDir } from './servers';

/*
 * Addresses a bot makes up cost what exists, not what is asked: the revalidation site's upstream
 * logs every request it gets.
 */

const REQUEST_LOG_URL = `${EDITABLE_DEMO_ORIGIN}/__demo/requests`;

test('page numbers past the end of a list are 404s without an upstream call, once the end is known', async ({
  request,
}) => {
  /** The upstream calls for the competitions list past its first page. */
  const callsPastFirstPage = async () =>
    ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: { path: string }[] }).requests.filter(
      (logged) => /^\/provider\/en\/api\/competition\?limit=\d+&offset=(?!0\b)/.test(logged.path),
    ).length;
  expect((await request.get(`${REVALIDATION_SITE_URL}/en/competitions`)).status()).toBe(200);
  // The first made-up number may ask, if the end this instance knows is older than its pages.
  expect((await request.get(`${REVALIDATION_SITE_URL}/en/competitions?page=900`)).status()).toBe(404);
  const before = await callsPastFirstPage();
  for (let page = 901; page < 921; page += 1) {
    expect((await request.get(`${REVALIDATION_SITE_URL}/en/competitions?page=${page}`)).status()).toBe(404);
  }
  expect(await callsPastFirstPage()).toBe(before);
});

test('an unknown id is asked upstream once, and its 404 page is kept in memory, never in the page cache on disk', async ({
  request,
}) => {
  const id = 8_000_000 + (Date.now() % 1_000_000);
  const itemCalls = async () =>
    ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: { path: string }[] }).requests.filter(
      (logged) => logged.path === `/content/api/v1/news/${id}?lang=en`,
    ).length;
  for (let visit = 0; visit < 3; visit += 1) {
    expect((await request.get(`${REVALIDATION_SITE_URL}/en/news-details/${id}`)).status()).toBe(404);
  }
  expect(await itemCalls()).toBe(1);
  const files = await readdir(path.join(siteDistDir('revalidation'), 'server'), { recursive: true });
  expect(files.filter((file) => file.includes(`news-details/${id}.`))).toEqual([]);
});
