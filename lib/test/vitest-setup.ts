import { afterAll, afterEach, beforeAll } from 'vitest';
import { upstreamServer } from './upstream-server';
import { TEST_ENV } from './test-env';

Object.assign(process.env, TEST_ENV);

beforeAll(() => upstreamServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => upstreamServer.resetHandlers());
afterAll(() => upstreamServer.close());
