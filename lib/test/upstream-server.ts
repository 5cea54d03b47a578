import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoHandler } from '@/demo-upstream/router';
import { TEST_ORIGIN, TEST_TOKEN } from './test-env';

const demo = createDemoHandler({ token: TEST_TOKEN, mediaBaseUrl: TEST_ORIGIN });

/**
 * The demo upstream inside the test process: by default every request to the test origin
 * is answered by the same handler that serves `npm start` and the browser tests. Tests
 * that need a failure put their own handler in front with `upstreamServer.use(...)`.
 */
export const upstreamServer = setupServer(http.all(`${TEST_ORIGIN}/*`, ({ request }) => demo(request)));
