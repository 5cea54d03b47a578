/**
 * `npm start`: builds the site when its sources changed, starts the bundled demo upstream
 * (unless the upstream variables point elsewhere) and serves the site, with the demo's
 * variables (demo-upstream/environment.ts): the site itself has no defaults. `--dev` runs
 * `next dev` instead of a production build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoUpstream } from '../demo-upstream/server.ts';
import { DEMO_UPSTREAM_PORT, demoSiteEnvironment } from '../demo-upstream/environment.ts';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? 'localhost';
// Started directly, not through npx, so that stopping it stops the server itself.
const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const serwistBin = path.join(root, 'node_modules', '.bin', 'serwist');
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'styles',
  'public',
  'proxy.ts',
  'next.config.ts',
  'serwist.config.js',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), 0);
}

/** What the build keeps of its environment: next.config.ts fixes the media hosts when it builds. */
const BUILD_ENVIRONMENT = path.join(root, '.next', 'built-for.json');
const builtFor = (env: NodeJS.ProcessEnv) =>
  JSON.stringify({ MEDIA_BASE_URL: env.MEDIA_BASE_URL ?? '', MEDIA_HOSTS: env.MEDIA_HOSTS ?? '' });

/**
 * Built after every source changed, and for these media hosts (a demo on another port has
 * others). BUILD_ENVIRONMENT is written after both builds, so it is newer than the service
 * worker the second writes into public/.
 */
function buildIsCurrent(env: NodeJS.ProcessEnv): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const worker = path.join(root, 'public', 'sw.js');
  if (![buildId, worker, BUILD_ENVIRONMENT].every((file) => existsSync(file))) return false;
  if (readFileSync(BUILD_ENVIRONMENT, 'utf8') !== builtFor(env)) return false;
  const built = statSync(BUILD_ENVIRONMENT).mtimeMs;
  return SOURCES.map((entry) => path.join(root, entry)).every(
    (entry) => !existsSync(entry) || newestMtime(entry) <= built,
  );
}

const usesDemo = !['PROVIDER_API_URL', 'CONTENT_API_URL', 'CONTENT_API_TOKEN', 'MEDIA_BASE_URL'].some(
  (name) => process.env[name],
);
const demo = usesDemo
  ? await startDemoUpstream({ port: Number(process.env.DEMO_UPSTREAM_PORT ?? DEMO_UPSTREAM_PORT) })
  : undefined;
if (!usesDemo) console.log('Using the upstream APIs named in the environment.');
// The build (next.config.ts reads MEDIA_BASE_URL) and the server get the same variables.
const env = {
  ...process.env,
  ...(demo ? demoSiteEnvironment(demo.url, `http://${host}:${port}`) : {}),
  ...(process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}),
};

if (!dev && !buildIsCurrent(env)) {
  console.log('Building the site (next build)…');
  const build = spawnSync(nextBin, ['build'], { cwd: root, env, stdio: 'inherit' });
  // The offline reader's service worker, as `npm run build` makes it.
  const worker = build.status === 0 ? spawnSync(serwistBin, ['build'], { cwd: root, env, stdio: 'inherit' }) : build;
  if (worker.status !== 0) {
    await demo?.close();
    process.exit(worker.status ?? 1);
  }
  writeFileSync(BUILD_ENVIRONMENT, builtFor(env));
}

const site: ChildProcess = spawn(nextBin, [dev ? 'dev' : 'start', '-p', port, '-H', host], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
/**
 * Next says it is ready before the server has checked its environment, which may still stop
 * it: the site is announced once it answers its health check.
 */
async function announceWhenServing(): Promise<void> {
  for (let attempt = 0; attempt < 100 && site.exitCode === null; attempt += 1) {
    const status = await fetch(`http://${host}:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      console.log(`\nThe site is ready: http://localhost:${port} (redirects to a language)\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let announced = false;
site.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready/i.test(chunk.toString())) {
    announced = true;
    void announceWhenServing();
  }
});

async function stop(code: number) {
  site.kill('SIGTERM');
  await demo?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
site.on('exit', (code) => void stop(code ?? 0));
