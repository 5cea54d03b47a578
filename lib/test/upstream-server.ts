import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoHandler } from '@/demo-upstream/router';
import { TEST_ORIGIN, TEST_TOKEN } from './test-env';

const demo = createDemoHandler({ token: TEST_TOKEN, mediaBaseUrl: TEST_ORIGIN });

/** The demo upstream in-process; tests that need a failure put a handler in front with `use(...)`. */
export const upstreamServer = setupServer(http.all(`${TEST_ORIGIN}/*`, ({ request }) => demo(request)));

/** Lets a test's requests to its own servers on loopback through, for this test. */
export const letLoopbackThrough = () =>
  upstreamServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
