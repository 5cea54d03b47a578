import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoNews } from './editing';
import {
  DEPLOY_DIR,
  healthOptions,
  interpolate,
  podman,
  readCompose,
  run,
  seconds,
  type ComposeService,
  type ServiceName,
} from './podman';
import { start, stop, type Started } from './processes';
import { CONTAINER_PORTS, E2E_TOKEN } from './servers';

/*
 * The images we ship, built and run with Podman as deploy/compose.yaml says: the site's
 * (../Dockerfile), nginx's and Redis's (deploy/nginx/, deploy/redis/, from Debian 12's packages),
 * on base images made on this machine from Debian's packages and the `node` dev dependency
 * (scripts/container-images.sh), as no image registry is reached here. Each service runs with its
 * settings from compose.yaml (read-only root, tmpfs, volumes, environment, health check, stop
 * grace), on this machine's network rather than the stack's own: so each listens on a loopback
 * port of its own and names the others by address (deploy/README.md, "Containers", says why
 * podman-compose does not run the file itself here). Needs root, Podman, runc and debootstrap
 * (scripts/ensure-system-packages.sh).
 */
test.describe.configure({ mode: 'serial' });

const compose = readCompose();
const DEMO_ORIGIN = `http://127.0.0.1:${CONTAINER_PORTS.demo}`;
const SITE = `http://127.0.0.1:${CONTAINER_PORTS.site}`;
const NGINX = `http://127.0.0.1:${CONTAINER_PORTS.nginx}`;
/**
 * The spec's containers, and the volumes it makes for compose.yaml's named ones (emptied each
 * run), named after its ports, so that a run on other ports (E2E_SITE_PORT) leaves these alone.
 */
const VOLUME_PREFIX = `edu-site-e2e-${CONTAINER_PORTS.site}-`;
const NAME = {
  site: `${VOLUME_PREFIX}site`,
  static: `${VOLUME_PREFIX}static`,
  nginx: `${VOLUME_PREFIX}nginx`,
  redis: `${VOLUME_PREFIX}redis`,
} as const;
const BASE_IMAGES = { DEBIAN_IMAGE: 'localhost/debian:bookworm', NODE_IMAGE: 'localhost/node:24-slim' };

/** What compose.yaml's `${…}` are given: the .env of this stack. */
const values: Record<string, string> = {
  ...BASE_IMAGES,
  SITE_IMAGE: 'localhost/edu-site:e2e',
  NGINX_IMAGE: 'localhost/edu-site-nginx:e2e',
  REDIS_IMAGE: 'localhost/edu-site-redis:e2e',
  PROVIDER_API_URL: `${DEMO_ORIGIN}/provider`,
  CONTENT_API_URL: `${DEMO_ORIGIN}/content/api/v1`,
  CONTENT_API_TOKEN: E2E_TOKEN,
  MEDIA_BASE_URL: DEMO_ORIGIN,
  SITE_URL: NGINX,
  NGINX_SERVER_NAME: '127.0.0.1 localhost',
  // Required by Redis of every client: the instances and the health check are given it too.
  REDIS_PASSWORD: `e2e-${randomUUID()}`,
};

/**
 * What differs from compose.yaml, and only because every container shares this machine's
 * network: where each listens, and the addresses it finds the others at.
 */
const networkEnvironment: Record<ServiceName, Record<string, string>> = {
  site: {
    PORT: String(CONTAINER_PORTS.site),
    // An address, as the image's 0.0.0.0 is (e2e/standalone.spec.ts says why it matters).
    HOSTNAME: '127.0.0.1',
    // The metrics port on loopback, as every server of the tests.
    METRICS_PORT: String(CONTAINER_PORTS.metrics),
    METRICS_HOST: '127.0.0.1',
    REDIS_URL: `redis://127.0.0.1:${CONTAINER_PORTS.redis}`,
  },
  nginx: {
    NGINX_LISTEN: `127.0.0.1:${CONTAINER_PORTS.nginx}`,
    SITE_UPSTREAM_SERVERS: `server 127.0.0.1:${CONTAINER_PORTS.site}`,
    // Plain HTTP, asked by address, and the cache status shown to this machine.
    NGINX_TLS_CONF: '/dev/null',
    NGINX_SERVER_NAME: '127.0.0.1 localhost',
  },
  static: {},
  redis: {},
};
const redisArguments = ['--port', String(CONTAINER_PORTS.redis), '--bind', '127.0.0.1'];
/** The health checks, told the same: only redis-cli needs the port (the others read it from their variables). */
const networkHealthCheck: Record<ServiceName, (test: string[]) => string[]> = {
  site: (test) => test,
  static: (test) => test,
  nginx: (test) => test,
  redis: ([kind, program, ...rest]) => {
    expect(program).toBe('redis-cli');
    return [kind!, program!, '-p', String(CONTAINER_PORTS.redis), ...rest];
  },
};

const measured: Record<string, string> = {};
let demo: Started | undefined;

const image = (service: ServiceName) => interpolate(compose[service].image, values);

/** `podman build` of a service's image as compose.yaml's `build` says, at low priority beside the other tests. */
async function build(service: ServiceName, extra: string[] = [], tag = image(service)): Promise<number> {
  const { context, args = {} } = compose[service].build!;
  const buildArgs = Object.entries(args).flatMap(([name, value]) => [
    '--build-arg',
    `${name}=${interpolate(value, values)}`,
  ]);
  const ran = await run('nice', [
    '-n',
    '19',
    'podman',
    '--runtime',
    'runc',
    'build',
    '--network',
    'host',
    // Docker's format keeps HEALTHCHECK, which the OCI format has no field for.
    '--format',
    'docker',
    ...buildArgs,
    ...extra,
    '-t',
    tag,
    path.resolve(DEPLOY_DIR, context),
  ]);
  if (ran.code !== 0)
    throw new Error(`building ${service} failed:\n${ran.stdout.slice(-6000)}\n${ran.stderr.slice(-3000)}`);
  return ran.seconds;
}

/** `podman run` of a service with its settings from compose.yaml, on this machine's network. */
async function runService(service: ServiceName, command: string[] = [], detach = true): Promise<void> {
  const settings: ComposeService = compose[service];
  const environment = {
    ...Object.fromEntries(
      Object.entries(settings.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), values)]),
    ),
    ...networkEnvironment[service],
  };
  const volumes = (settings.volumes ?? []).map((volume) => {
    const [source, ...rest] = volume.split(':');
    const from = source!.startsWith('.') ? path.resolve(DEPLOY_DIR, source!) : `${VOLUME_PREFIX}${source}`;
    return ['-v', [from, ...rest].join(':')];
  });
  await podman([
    'run',
    detach ? '--detach' : '--rm',
    '--name',
    NAME[service],
    '--network',
    'host',
    ...(settings.read_only ? ['--read-only'] : []),
    ...(settings.tmpfs ?? []).flatMap((mount) => ['--tmpfs', mount]),
    ...volumes.flat(),
    ...Object.entries(environment).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    ...(settings.healthcheck
      ? healthOptions({ ...settings.healthcheck, test: networkHealthCheck[service](settings.healthcheck.test) })
      : []),
    ...(settings.stop_grace_period ? ['--stop-timeout', String(seconds(settings.stop_grace_period))] : []),
    image(service),
    ...(settings.command ?? []),
    ...command,
  ]);
}

/** Whether `podman healthcheck run` finds the container healthy. */
const healthy = async (name: string) =>
  (await run('podman', ['--runtime', 'runc', 'healthcheck', 'run', name])).code === 0;

/** Waits until the container's health check passes, failing at once if the container stops. */
async function untilHealthy(name: string, timeout = 120_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await podman(['inspect', '--format', '{{.State.Status}}', name]);
        if (state !== 'running') throw new Error(`${name} is ${state}:\n${await logs(name)}`);
        return healthy(name);
      },
      { timeout, intervals: [500, 1000] },
    )
    .toBe(true);
}

const logs = async (name: string) => {
  const ran = await run('podman', ['logs', '--tail', '40', name]);
  return `${ran.stdout}${ran.stderr}`;
};

/** Removes what an earlier run may have left: the spec's containers and volumes only. */
async function removeContainers(): Promise<void> {
  await run('podman', ['--runtime', 'runc', 'rm', '--force', '--ignore', '--time', '5', ...Object.values(NAME)]);
  const volumes = [...(compose.nginx.volumes ?? []), ...(compose.static.volumes ?? [])]
    .map((volume) => volume.split(':')[0]!)
    .filter((source) => !source.startsWith('.'));
  if (volumes.length)
    await run('podman', ['volume', 'rm', '--force', ...volumes.map((volume) => `${VOLUME_PREFIX}${volume}`)]);
}

const ENV_FILE = path.join(DEPLOY_DIR, '.env');
const CANARY = `CONTENT_API_TOKEN=canary-${randomUUID()}`;
const BUILD_STAGE = 'localhost/edu-site-build:e2e';

test.beforeAll(async () => {
  // Building takes minutes on two cores: the base images the first time, then the site's image.
  test.setTimeout(30 * 60_000);
  if (process.getuid?.() !== 0) throw new Error('The container tests build and run images as root.');
  if ((await run('podman', ['--version']).catch(() => null))?.code !== 0) {
    throw new Error('Podman is not installed: scripts/ensure-system-packages.sh installs it.');
  }
  await removeContainers();
  // The images of earlier runs that this run's replaced (untagged, on our Node base image), with
  // the layers only they used. The tagged stages stay, and with them the build's cache.
  await run('nice', ['-n', '19', 'podman', 'image', 'prune', '--force', '--filter', 'label=edu-site.node-version']);

  const bases = await run('nice', ['-n', '19', 'bash', 'scripts/container-images.sh'], BASE_IMAGES);
  if (bases.code !== 0) throw new Error(`scripts/container-images.sh failed:\n${bases.stdout}\n${bases.stderr}`);
  measured['base images (made once, then kept)'] = `${bases.seconds.toFixed(0)} s`;

  // The machine's npm cache serves the image's `npm install` (its deps stage runs as root).
  const npmCache = (await run('npm', ['config', 'get', 'cache'])).stdout.trim();
  const cache = npmCache && existsSync(npmCache) ? ['--volume', `${npmCache}:/root/.npm`] : [];
  // What the cache lacks (npm install asks for the short form of a package's metadata, which a
  // `npm view` on this machine does not keep) is fetched through this machine's trust store, a
  // proxy's authority in it: the image's Node trusts only its own.
  const trustStore = process.env.NODE_EXTRA_CA_CERTS || process.env.SSL_CERT_FILE;
  if (trustStore && existsSync(trustStore)) {
    const npmrc = path.join(os.tmpdir(), `edu-site-build-npmrc-${CONTAINER_PORTS.site}`);
    writeFileSync(npmrc, 'cafile=/run/machine-trust-store.crt\n');
    cache.push('--volume', `${trustStore}:/run/machine-trust-store.crt:ro`, '--volume', `${npmrc}:/root/.npmrc:ro`);
  }
  // A secret in the build's way: compose.yaml's .env, beside the tree the site's image is built from.
  const canary = !existsSync(ENV_FILE);
  if (canary) writeFileSync(ENV_FILE, `${CANARY}\n`);
  try {
    // The first stages, tagged and kept between runs, so that `npm install` runs again only
    // when the lock file changes and the build copies node_modules again only then; the build
    // stage is also looked into below.
    let siteSeconds = await build('site', [...cache, '--target', 'deps'], 'localhost/edu-site-deps:e2e');
    siteSeconds += await build('site', [...cache, '--target', 'build'], BUILD_STAGE);
    siteSeconds += await build('site', cache);
    measured['site image build'] = `${siteSeconds.toFixed(0)} s`;
  } finally {
    if (canary && readFileSync(ENV_FILE, 'utf8') === `${CANARY}\n`) rmSync(ENV_FILE);
  }
  measured['nginx image build'] = `${(await build('nginx')).toFixed(0)} s`;
  measured['redis image build'] = `${(await build('redis')).toFixed(0)} s`;

  demo = start(process.execPath, ['demo-upstream/server.ts'], {
    DEMO_UPSTREAM_PORT: String(CONTAINER_PORTS.demo),
    DEMO_UPSTREAM_HOST: '127.0.0.1',
    DEMO_CONTENT_TOKEN: E2E_TOKEN,
    DEMO_FAULTS: '1',
  });
  await expect
    .poll(async () => (await fetch(`${DEMO_ORIGIN}/provider/en/api/branchcategory`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (demo) await stop(demo);
  await removeContainers();
  console.log(`Containers, measured: ${JSON.stringify(measured, null, 2)}`);
  for (const [what, value] of Object.entries(measured))
    test.info().annotations.push({ type: what, description: value });
});

/** `major.minor` of the first `x.y.z` in a version line. */
const minor = (line: string) => /(\d+\.\d+)\.\d+/.exec(line)?.[1];

test('nginx and Redis in the images are the versions the other tests run on this machine', async () => {
  // `nginx -v` writes to stderr.
  const imageNginx = await run('podman', [
    '--runtime',
    'runc',
    'run',
    '--rm',
    '--network',
    'none',
    image('nginx'),
    'nginx',
    '-v',
  ]);
  const hostNginx = await run(process.env.NGINX_PATH ?? 'nginx', ['-v']);
  expect(imageNginx.code, imageNginx.stderr).toBe(0);
  expect(minor(imageNginx.stderr), imageNginx.stderr).toMatch(/^1\.\d+$/);
  expect(minor(imageNginx.stderr)).toBe(minor(hostNginx.stderr));

  const imageRedis = await podman(['run', '--rm', '--network', 'none', image('redis'), 'redis-server', '--version']);
  const hostRedis = (await run(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--version'])).stdout;
  expect(minor(imageRedis)).toMatch(/^7\./);
  expect(minor(imageRedis)).toBe(minor(hostRedis));

  for (const service of ['site', 'nginx', 'redis'] as const) {
    const size = Number(await podman(['image', 'inspect', '--format', '{{.Size}}', image(service)]));
    measured[`${service} image size`] = `${(size / 1e6).toFixed(0)} MB`;
  }
});

test("the site's image holds no .env: deploy/.env stays out of the build", async () => {
  for (const built of [BUILD_STAGE, image('site')]) {
    const found = await podman([
      'run',
      '--rm',
      '--network',
      'none',
      '--user',
      'root',
      built,
      'find',
      '/app',
      '-name',
      '.env*',
    ]);
    expect(found, built).toBe('');
  }
});

test('the site runs as an unprivileged user on a read-only root, on a Redis that requires its password, and is healthy', async () => {
  const started = performance.now();
  await runService('redis', redisArguments);
  await untilHealthy(NAME.redis, 30_000);
  // Redis answers no client without the password (which the health check and the site are given).
  const stranger = await run('podman', [
    'exec',
    NAME.redis,
    'env',
    '-u',
    'REDISCLI_AUTH',
    'redis-cli',
    '-p',
    String(CONTAINER_PORTS.redis),
    'ping',
  ]);
  expect(stranger.stdout).toMatch(/^NOAUTH/);
  await runService('site');
  await untilHealthy(NAME.site);
  measured['site container start to healthy'] = `${((performance.now() - started) / 1000).toFixed(1)} s`;

  // The image keeps its own HEALTHCHECK (Docker's format), for `docker run` without Compose, the
  // same check as compose.yaml's: the state from /api/ready, printed for `docker inspect`.
  const ownCheck = await podman(['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', image('site')]);
  expect(ownCheck).toContain('/app/site-health.ts');
  expect(await podman(['exec', NAME.site, 'node', '/app/site-health.ts'])).toBe('serving: shared cache connected');

  const pid = await podman(['inspect', '--format', '{{.State.Pid}}', NAME.site]);
  const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  expect(uid).toBeDefined();
  expect(Number(uid), 'the server runs as root').not.toBe(0);

  const write = (file: string) => run('podman', ['exec', NAME.site, 'sh', '-c', `echo x > ${file}`]);
  expect((await write('/app/server.js')).code, 'the root file system is writable').not.toBe(0);
  expect((await write('/app/.next/cache/written')).code, "Next's cache folder is not writable").toBe(0);

  const ready = await fetch(`${SITE}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'serving', sharedCache: 'connected' });

  // Its own port for operators, from the standalone build: its metrics, and its state asked of it alone.
  const operators = `http://127.0.0.1:${CONTAINER_PORTS.metrics}`;
  const metrics = await (await fetch(`${operators}/metrics`)).text();
  expect(metrics).toMatch(/^site_serving_state\{state="serving"\} 1$/m);
  expect(metrics).toMatch(/^site_shared_cache_state\{state="connected"\} 1$/m);
  expect(metrics).toMatch(
    /^site_http_request_duration_seconds_count\{route="\/api\/ready",method="GET",status="200"\} [1-9]/m,
  );
  expect(await (await fetch(`${operators}/ready`)).json()).toEqual({ status: 'serving', sharedCache: 'connected' });
  // Its log: JSON lines, each request's with the id it answered with.
  const logLines = (await podman(['logs', NAME.site])).split('\n').filter((line) => line.startsWith('{'));
  expect(logLines.map((line) => JSON.parse(line) as { event: string; requestId?: string })).toContainEqual(
    expect.objectContaining({ event: 'request', route: '/api/ready', requestId: ready.headers.get('x-request-id') }),
  );
});

test('pages of the three languages are served by the site and through the nginx container', async () => {
  // The one-shot service publishes the image's build files into the volume nginx serves them from.
  await runService('static', [], false);
  await runService('nginx');
  await untilHealthy(NAME.nginx, 30_000);
  for (const pathname of ['/tm', '/ru', '/en', '/en/news', '/ru/news', '/tm/news']) {
    const direct = await fetch(`${SITE}${pathname}`);
    expect(direct.status, `${pathname} from the site`).toBe(200);
    const proxied = await fetch(`${NGINX}${pathname}`);
    expect(proxied.status, `${pathname} through nginx`).toBe(200);
    expect(await proxied.text()).toContain('<main');
  }
  const again = await fetch(`${NGINX}/en/news`);
  expect(again.headers.get('x-cache-status')).toBe('HIT');
  // A build file the page names, from the volume the one-shot service published it to.
  const html = await (await fetch(`${NGINX}/en`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const file = await fetch(`${NGINX}${script}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const published = await run('podman', ['exec', NAME.nginx, 'test', '-f', `/srv/site-static${script}`]);
  expect(published.code, `${script} is not in the static-files volume`).toBe(0);
});

test('a request in flight when the site is stopped is answered before the container exits', async () => {
  // A page never rendered, whose story the demo upstream answers after 5 s.
  const stories = await demoNews(DEMO_ORIGIN, 'en', 12);
  const story = stories.at(-1)!;
  const match = `/content/api/v1/news/${story.id}`;
  expect((await fetch(`${DEMO_ORIGIN}/__demo/requests`, { method: 'DELETE' })).ok).toBe(true);
  const fault = await fetch(`${DEMO_ORIGIN}/__demo/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'slow', match, delayMs: 5000 }),
  });
  expect(fault.ok).toBe(true);
  try {
    const pending = fetch(`${SITE}/en/news-details/${story.id}`).then(async (response) => ({
      status: response.status,
      html: await response.text(),
      at: performance.now(),
    }));
    // The site is waiting for the upstream's answer: the request is in flight.
    await expect
      .poll(async () => {
        const { requests } = (await (await fetch(`${DEMO_ORIGIN}/__demo/requests`)).json()) as {
          requests: { path: string; answeredAt: number | null }[];
        };
        return requests.some((logged) => logged.path.startsWith(match) && logged.answeredAt === null);
      })
      .toBe(true);
    // SIGTERM, then SIGKILL after the grace period compose.yaml gives (30 s).
    const grace = seconds(compose.site.stop_grace_period!);
    const stopping = run('podman', ['--runtime', 'runc', 'stop', '--time', String(grace), NAME.site]).then((ran) => ({
      ...ran,
      at: performance.now(),
    }));
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(story.title);
    const stopped = await stopping;
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.at).toBeGreaterThanOrEqual(answer.at);
    // Next's own exit on SIGTERM (128 + 15) once its requests are answered; 137 would be the SIGKILL.
    expect(await podman(['inspect', '--format', '{{.State.ExitCode}}', NAME.site])).toBe('143');
    expect(stopped.seconds).toBeLessThan(grace);
    measured['stop with a 5 s request in flight'] = `${stopped.seconds.toFixed(1)} s`;
  } finally {
    await fetch(`${DEMO_ORIGIN}/__demo/fault`, { method: 'DELETE' });
  }

  // With its instance gone, nginx stays healthy and answers with the pages it holds.
  expect(await healthy(NAME.nginx)).toBe(true);
  expect((await fetch(`${NGINX}/en/news`)).status).toBe(200);
});
