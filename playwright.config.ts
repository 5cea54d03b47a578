import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

import {
  DEMO_ORIGIN,
  DEMO_PORTS,
  E2E_DIST_DIR,
  E2E_REVALIDATE_SECRET,
  E2E_SECRETS_DIR,
  E2E_STATUS_SECRET,
  E2E_TOKEN,
  EDITABLE_DEMO_ORIGIN,
  EXTRA_MEDIA_ORIGIN,
  FAULTY_DEMO_ORIGIN,
  SITE_PORTS,
  SITE_URL,
  siteDistDir,
  siteEnvironment,
} from './e2e/servers';

/** Browser tests against a production build served by `next start`, in Debian's Chromium. */

const DEPLOYMENT_SPECS = /(rollout|container)\.spec\.ts$/;

const siteEnv = (upstream: string, revalidateSeconds: number, extra: Record<string, string> = {}) =>
  Object.entries({ ...siteEnvironment(upstream, revalidateSeconds), ...extra })
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/** The revalidation site's secrets, written as files for it to read (`NAME_FILE`). */
const SECRETS = {
  CONTENT_API_TOKEN: E2E_TOKEN,
  REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  STATUS_SECRET: E2E_STATUS_SECRET,
};
const secretFile = (name: string) => `${E2E_SECRETS_DIR}/${name.toLowerCase().replaceAll('_', '-')}`;
const secretFiles = [
  `mkdir -p ${E2E_SECRETS_DIR}`,
  ...Object.entries(SECRETS).map(([name, value]) => `printf '%s\\n' ${value} > ${secretFile(name)}`),
].join(' && ');
const secretFileVariables = Object.fromEntries(Object.keys(SECRETS).map((name) => [`${name}_FILE`, secretFile(name)]));

/**
 * A demo upstream; with `controls`, tests may switch its faults and edit its content. Its few
 * absolute media URLs name `mediaOrigin`: every demo serves the same media.
 */
const demo = (port: number, controls: boolean, mediaOrigin = DEMO_ORIGIN) => ({
  command: 'node demo-upstream/server.ts',
  url: `http://127.0.0.1:${port}/provider/en/api/branchcategory`,
  env: {
    DEMO_UPSTREAM_PORT: String(port),
    DEMO_UPSTREAM_HOST: '127.0.0.1',
    DEMO_CONTENT_TOKEN: E2E_TOKEN,
    DEMO_FAULTS: controls ? '1' : '0',
    DEMO_MEDIA_BASE_URL: mediaOrigin,
  },
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A test that needs a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['./e2e/slowest-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Each test takes a few seconds here; the limit leaves room for a machine twice as slow.
  timeout: 20_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/warm-up.ts',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    // A page the offline reader's worker controls is fetched by it, out of `page.route`'s reach:
    // only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: DEPLOYMENT_SPECS },
    // The deployment as operators run it: a rollout of two releases, and the images built and run.
    // They keep both cores busy for minutes (renders of two releases, image builds), so they run
    // after the rest, whose timings they would otherwise disturb. Alone:
    // `npx playwright test e2e/rollout.spec.ts --no-deps`.
    {
      name: 'deployment',
      use: { ...devices['Desktop Chrome'] },
      testMatch: DEPLOYMENT_SPECS,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    demo(DEMO_PORTS.main, false, EXTRA_MEDIA_ORIGIN),
    demo(DEMO_PORTS.faulty, true),
    demo(DEMO_PORTS.editable, true),
    demo(DEMO_PORTS.sharedCache, true),
    demo(DEMO_PORTS.topology, true),
    {
      // Built here, with the variables it runs with (next.config.ts reads MEDIA_BASE_URL);
      // then the sites start from that one build (e2e/shared-cache.spec.ts starts two more).
      command:
        // The standalone server too, for e2e/standalone.spec.ts.
        `${siteEnv(DEMO_ORIGIN, 60, { NEXT_OUTPUT_STANDALONE: '1' })} npx next build && npx serwist build && ` +
        // A second release of the tree, for e2e/rollout.spec.ts: built before any test runs, as a
        // build takes both cores. E2E_SKIP_SECOND_RELEASE=1 spares it a run of other specs alone.
        (process.env.E2E_SKIP_SECOND_RELEASE === '1'
          ? ''
          : `${siteEnv(DEMO_ORIGIN, 60)} node scripts/second-release.ts && `) +
        // Each site keeps its pages in its build folder: every other site gets a copy of its own.
        `${['failure', 'stale', 'revalidation', 'brief', 'fresh', 'offline', 'metrics-1', 'metrics-2'].map((site) => `rm -rf ${siteDistDir(site)} && cp -r ${E2E_DIST_DIR} ${siteDistDir(site)}`).join(' && ')} && (` +
        `${siteEnv(FAULTY_DEMO_ORIGIN, 1, { NEXT_DIST_DIR: siteDistDir('failure') })} npx next start -p ${SITE_PORTS.failure} -H localhost & ` +
        `${siteEnv(FAULTY_DEMO_ORIGIN, 1, { NEXT_DIST_DIR: siteDistDir('stale') })} npx next start -p ${SITE_PORTS.stale} -H localhost & ` +
        `${siteEnv(DEMO_ORIGIN, 1, { NEXT_DIST_DIR: siteDistDir('brief') })} npx next start -p ${SITE_PORTS.brief} -H localhost & ` +
        `${secretFiles} && ` +
        `${siteEnv(EDITABLE_DEMO_ORIGIN, 300, { NEXT_DIST_DIR: siteDistDir('revalidation'), CONTENT_API_TOKEN: '', ...secretFileVariables })} ` +
        `npx next start -p ${SITE_PORTS.revalidation} -H localhost & ` +
        `${siteEnv(DEMO_ORIGIN, 60)} npx next start -p ${SITE_PORTS.main} -H localhost)`,
      url: `${SITE_URL}/en`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
