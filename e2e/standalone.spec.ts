import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import {
  DEMO_ORIGIN,
  E2E_DIST_DIR,
  SITE_PORTS,
  STANDALONE_HOSTNAME,
  STANDALONE_SITE_URL,
  siteEnvironment,
} from './servers';
import { commonNewsWord, demoContent, type DemoNews } from './support';

/**
 * What the container runs: the standalone server of the tests' build, completed by the same
 * script the Dockerfile runs and started the way the image starts it (`node server.js` with
 * PORT and HOSTNAME), against the demo upstream. HOSTNAME is an address, as the image's 0.0.0.0
 * is: Next builds the URL the proxy sees on the name `localhost` but compares rewrites with the
 * HOSTNAME, so a server started on anything else took the proxy's rewrites for another site's.
 */
const root = path.resolve(import.meta.dirname, '..');
const HOME_NEWS = 6;

test.describe('the standalone server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  let output = '';

  test.beforeAll(async () => {
    execFileSync('sh', ['scripts/assemble-standalone.sh', E2E_DIST_DIR], { cwd: root });
    server = spawn(process.execPath, [path.join(E2E_DIST_DIR, 'standalone', 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...siteEnvironment(DEMO_ORIGIN, 60),
        PORT: String(SITE_PORTS.standalone),
        HOSTNAME: STANDALONE_HOSTNAME,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => {
          expect(server.exitCode, output).toBeNull();
          return fetch(`${STANDALONE_SITE_URL}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  test('answers the health check', async ({ request }) => {
    const response = await request.get(`${STANDALONE_SITE_URL}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('serves a page with its content, scripts, styles and public files', async ({ page }) => {
    const latest = await demoContent<{ results: DemoNews[] }>(`/news/?limit=${HOME_NEWS}&offset=0`, 'en');
    const assets: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/_next/static/') || pathname.startsWith('/brand/'))
        assets.push({ url: pathname, status: response.status() });
    });

    const response = await page.goto(`${STANDALONE_SITE_URL}/en`);
    expect(response?.status()).toBe(200);
    const newsSection = page.locator('section#home-news, section[aria-labelledby="home-news"]');
    await expect(newsSection.getByRole('heading', { level: 3 })).toHaveText(latest.results.map((news) => news.title));
    // The header's logo comes from public/; it decodes only if the server found the file. (The
    // first: the brand row's; the second is the phone's, in the menu bar.)
    const logo = page.getByRole('banner').locator('img[src="/brand/logo.svg"]').first();
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // The styles from <distDir>/static apply: the skip link is out of sight until focused.
    const skipLink = page.locator('#skip-link');
    await expect(skipLink).toHaveCSS('position', 'absolute');
    await expect(skipLink).toHaveCSS('width', '1px');

    expect(assets.some(({ url }) => url.endsWith('.js'))).toBe(true);
    expect(assets.some(({ url }) => url.endsWith('.css'))).toBe(true);
    expect(assets.filter(({ status }) => status !== 200)).toEqual([]);
  });

  // The proxy serves `?page=N` and `?q=` from internal paths. Taken for another site's, those
  // rewrites were fetched over HTTP from the server itself, whose internal paths redirect to the
  // public address: a list's page 2 was a redirect to itself, and a search cost two requests.
  test("serves a list's later page and a search from the proxy's rewrites, within itself", async ({ request }) => {
    const paged = await request.get(`${STANDALONE_SITE_URL}/en/news?page=2`, { maxRedirects: 0 });
    expect(paged.status()).toBe(200);
    expect(paged.headers()['x-middleware-rewrite']).toBe('/en/news/2');
    expect(await paged.text()).toContain('<title>News — Page 2 |');

    // A query's first ask is made for that request alone, its second into the page cache.
    const search = `${STANDALONE_SITE_URL}/en/search?q=${encodeURIComponent(`${await commonNewsWord('en')} ${Date.now()}`)}`;
    const first = await request.get(search, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-middleware-rewrite']).toMatch(/^\/en\/search\/once\/[\w-]+\/1$/);
    const second = await request.get(search, { maxRedirects: 0 });
    expect(second.status()).toBe(200);
    expect(second.headers()['x-middleware-rewrite']).toMatch(/^\/en\/search\/[\w-]+\/1$/);
  });
});

/** The standalone server started with `environment`, run until it stops: its exit code and output. */
async function runUntilStopped(environment: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawn(process.execPath, [path.join(E2E_DIST_DIR, 'standalone', 'server.js')], {
    cwd: root,
    env: environment as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => server.kill('SIGTERM'), 20_000);
  const [code] = (await once(server, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

test.describe('the standalone server with a bad environment', () => {
  const base = {
    PATH: process.env.PATH ?? '',
    PORT: String(SITE_PORTS.standaloneBadEnvironment),
    HOSTNAME: 'localhost',
  };

  test('does not start without its variables, and names each one missing', async () => {
    const { code, output } = await runUntilStopped(base);
    expect(code, output).toBe(1);
    for (const name of ['PROVIDER_API_URL', 'CONTENT_API_URL', 'CONTENT_API_TOKEN', 'MEDIA_BASE_URL', 'SITE_URL']) {
      expect(output).toContain(`${name}: is required`);
    }
  });

  test('does not start with a media base its build does not allow pictures from', async () => {
    const { code, output } = await runUntilStopped({
      ...base,
      ...siteEnvironment(DEMO_ORIGIN, 60),
      MEDIA_BASE_URL: 'https://media.example.org',
    });
    expect(code, output).toBe(1);
    expect(output).toContain('MEDIA_BASE_URL, MEDIA_HOSTS: the build allows pictures from');
  });
});

// The standalone server keeps the configuration of its build, which had no REDIS_URL: the
// shared cache must still follow the variable given when it starts.
test('the standalone server uses a REDIS_URL given only when it starts', async ({ request }) => {
  const url = `http://localhost:${SITE_PORTS.standaloneRuntimeRedis}`;
  const server = spawn(process.execPath, [path.join(E2E_DIST_DIR, 'standalone', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...siteEnvironment(DEMO_ORIGIN, 60),
      // Nothing listens there: the instance serves from its own memory and says so.
      REDIS_URL: 'redis://127.0.0.1:1',
      PORT: String(SITE_PORTS.standaloneRuntimeRedis),
      HOSTNAME: 'localhost',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
    // The server tried its shared cache when it started, with no page asked for, and serves.
    await expect.poll(() => output, { timeout: 10_000 }).toContain('"event":"shared_cache_unavailable"');
    const ready = await request.get(`${url}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'degraded', sharedCache: 'unavailable' });
    expect((await request.get(`${url}/en/news`)).status()).toBe(200);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
});
