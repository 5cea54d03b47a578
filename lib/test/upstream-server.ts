import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoHandler } from '@/demo-upstream/router';
import { TEST_ORIGIN, TEST_TOKEN } from './test-env';

const demo = createDemoHandler({ token: TEST_TOKEN, mediaBaseUrl: TEST_ORIGIN });

/** The demo upstream in-process; tests that need a failure put a handler in front with `use(...)`. */
export const upstreamServer = setupServer(http.all(`${TEST_ORIGIN}/*`, ({ request }) => demo(request)));
