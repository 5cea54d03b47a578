import { defineConfig, devices } from '@playwright/test';

/*
 * Browser tests against a production build served by `next start`, fed by the demo
 * upstream, in Debian's Chromium. Both servers have ports of their own, so a running
 * `npm start` is left alone; both bind to loopback only.
 */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4110);
const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
const E2E_TOKEN = 'e2e-publisher-token-6c1f0e';

const E2E_SITE_URL = `http://localhost:${SITE_PORT}`;

const upstreamEnv = {
  PROVIDER_API_URL: `${DEMO_ORIGIN}/provider`,
  CONTENT_API_URL: `${DEMO_ORIGIN}/content/api/v1`,
  CONTENT_API_TOKEN: E2E_TOKEN,
  MEDIA_BASE_URL: DEMO_ORIGIN,
  // Long enough for a loaded CI machine, short enough that a failure test is quick.
  UPSTREAM_TIMEOUT_MS: '4000',
  NEXT_DIST_DIR: '.next-e2e',
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node demo-upstream/server.ts',
      url: `${DEMO_ORIGIN}/provider/en/api/faq`,
      env: { DEMO_UPSTREAM_PORT: String(DEMO_PORT), DEMO_UPSTREAM_HOST: '127.0.0.1', DEMO_CONTENT_TOKEN: E2E_TOKEN },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Built here, with the same variables it runs with: next.config.ts reads MEDIA_BASE_URL.
      command: `npx next build && npx next start -p ${SITE_PORT} -H localhost`,
      url: `${E2E_SITE_URL}/en`,
      env: upstreamEnv,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
