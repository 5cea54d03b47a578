/**
 * A rolling update under load, for `npm run bench`: deploy/nginx/site.conf in front of the
 * bench's build (the first release) on one Redis, then a second release of the tree
 * (scripts/second-release.ts) started beside it with its build files published
 * (deploy/publish-static.sh), then the first one stopped, as deploy/README.md says. Readers keep
 * asking pages through nginx and every build file each names, as a browser without a cache
 * would; the figures are pages and files a second during the switch against the same load
 * before it, and how many failed. Without nginx or redis-server the bench leaves it out.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, redisAvailable, root, startRedis, stopServer, waitUntilServing } from './bench-servers.ts';
import { buildFilesOf, buildSecondRelease, SECOND_RELEASE_DIR } from './second-release.ts';
import { findNginx, startSiteProxy } from './site-proxy.ts';

export interface RolloutRate {
  pagesPerSecond: number;
  filesPerSecond: number;
}

export interface RolloutFigures {
  before: RolloutRate;
  during: RolloutRate;
  /** Pages and build files that did not answer 200, before and during the switch. */
  failedPages: number;
  failedFiles: number;
  /** Pages and files asked for during the switch. */
  pages: number;
  files: number;
  /** Requests asked again after nginx's reload closed their kept connection. */
  askedAgain: number;
}

/** `next start` of the build in `cwd` on loopback, with that tree's own Next. */
function startRelease(port: number, env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const next = path.join(cwd, 'node_modules/next/dist/bin/next');
  return spawn(process.execPath, [next, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `connections` readers asking `paths` in turn through `origin` for `seconds`, each page then its files. */
async function read(origin: string, paths: string[], connections: number, seconds: number) {
  const tally = { pages: 0, files: 0, failedPages: 0, failedFiles: 0, askedAgain: 0 };
  const once = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
    return { ok: response.status === 200, body: await response.text() };
  };
  // A kept connection that nginx's reload closes as a request goes out is asked again, as a
  // browser does; a second failure counts.
  const ask = (pathname: string) =>
    once(pathname).catch(() => {
      tally.askedAgain += 1;
      return once(pathname).catch(() => ({ ok: false, body: '' }));
    });
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, reader) => {
      for (let turn = reader; Date.now() < until; turn += 1) {
        const page = await ask(paths[turn % paths.length]!);
        tally.pages += 1;
        if (!page.ok) tally.failedPages += 1;
        for (const file of buildFilesOf(page.body)) {
          const answer = await ask(file);
          tally.files += 1;
          if (!answer.ok) tally.failedFiles += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...tally, pagesPerSecond: tally.pages / elapsed, filesPerSecond: tally.files / elapsed };
}

/** The figures of a rollout under load; undefined when nginx or Redis is missing. */
export async function rolloutUnderLoad(
  env: NodeJS.ProcessEnv,
  paths: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<RolloutFigures | undefined> {
  if (!findNginx() || !redisAvailable()) return undefined;
  buildSecondRelease(env);
  const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'site-static-'));
  const publish = (buildStatic: string) =>
    execFileSync('sh', [path.join(root, 'deploy/publish-static.sh'), staticRoot, buildStatic], { stdio: 'ignore' });
  const redisPort = await freePort();
  const redis = startRedis(redisPort);
  const releaseEnv = { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  const running: ChildProcess[] = [redis];
  try {
    publish(path.join(root, env.NEXT_DIST_DIR ?? '.next', 'static'));
    const first = startRelease(firstPort, releaseEnv, root);
    running.push(first);
    await waitUntilServing(`http://localhost:${firstPort}`, first);
    const proxy = await startSiteProxy(await freePort(), [`127.0.0.1:${firstPort}`], { staticRoot });
    try {
      await read(proxy.url, paths, 1, 1);
      const before = await read(proxy.url, paths, connections, seconds);

      publish(path.join(SECOND_RELEASE_DIR, '.next', 'static'));
      const second = startRelease(secondPort, { ...releaseEnv, NEXT_DIST_DIR: '.next' }, SECOND_RELEASE_DIR);
      running.push(second);
      await waitUntilServing(`http://localhost:${secondPort}`, second);
      const both = [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`];
      await proxy.reload(both);
      // Half the time with both releases, then the first stopped and nginx told so.
      const during = read(proxy.url, paths, connections, seconds);
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
      await stopServer(first);
      await proxy.reload([`127.0.0.1:${secondPort}`]);
      const switched = await during;
      return {
        before,
        during: switched,
        failedPages: before.failedPages + switched.failedPages,
        failedFiles: before.failedFiles + switched.failedFiles,
        pages: switched.pages,
        files: switched.files,
        askedAgain: before.askedAgain + switched.askedAgain,
      };
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(running.map(stopServer));
    rmSync(staticRoot, { recursive: true, force: true });
  }
}
