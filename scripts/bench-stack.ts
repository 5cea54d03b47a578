/**
 * The stack we ship, for `npm run bench`: deploy/nginx/site.conf in front of two instances of
 * the bench's build sharing a Redis, as deploy/compose.yaml runs them, loaded as Next alone is.
 * Without nginx or redis-server the bench leaves it out.
 */
import { findNginx, startSiteProxy } from './site-proxy.ts';
import {
  freePort,
  load,
  redisAvailable,
  startNext,
  startRedis,
  stopServer,
  waitUntilServing,
  type Load,
} from './bench-servers.ts';

/** `paths` asked for in turn on every connection, through nginx; undefined when nginx or Redis is missing. */
export async function throughShippedStack(
  env: NodeJS.ProcessEnv,
  kind: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<Load | undefined> {
  if (!findNginx() || !redisAvailable()) return undefined;
  const redisPort = await freePort();
  const redis = startRedis(redisPort);
  const ports = [await freePort(), await freePort()];
  const instances = ports.map((port) => startNext(port, { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` }));
  try {
    await Promise.all(ports.map((port, index) => waitUntilServing(`http://localhost:${port}`, instances[index]!)));
    const proxy = await startSiteProxy(
      await freePort(),
      ports.map((port) => `127.0.0.1:${port}`),
    );
    try {
      // Each page in nginx's cache, as the visitors before the load would have left it.
      for (let round = 0; round < 2; round += 1) {
        for (const path of paths) {
          await fetch(`${proxy.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }).then((response) =>
            response.arrayBuffer(),
          );
        }
      }
      return await load(proxy.url, kind, paths, options);
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all([...instances, redis].map(stopServer));
  }
}
