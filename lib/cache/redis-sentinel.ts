/*
 * The shared cache's connection to the master that Redis Sentinel names, followed through failovers.
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 *
 * Not node-redis's own `createSentinel`: a first connection that finds no sentinel fails for
 * good (the instance would never use Redis until restarted, where a plain client keeps trying),
 * it prints its errors with `console.log` (not one JSON line, and once a second during an
 * outage), and it retries a command through rediscoveries long after this cache gave up on it.
 * Here one plain client talks to the master, as with REDIS_URL; the sentinels are asked where
 * the master is when that client cannot reach it or is refused a write.
 */
import { createClient, type RedisClientType } from '@redis/client';
import { log as logEvent } from '../observability/log.ts';
import {
  sharedCacheErrorKind,
  type AvailabilityLog,
  type RedisNode,
  type RedisSentinelConfig,
} from './shared-cache.ts';

export type RedisClient = RedisClientType;
/** The options the shared cache gives node-redis's `createClient`: an address by URL or by socket. */
export interface RedisClientOptions {
  url?: string;
  socket?: { host: string; port: number; connectTimeout?: number; reconnectStrategy?: false };
  password?: string;
  disableOfflineQueue: boolean;
}
export type CreateRedisClient = (options: RedisClientOptions) => RedisClient;

/** How often the sentinels are asked at most: a failover is seen within this of its end. */
export const ASK_SENTINELS_EVERY_MS = 1000;

/**
 * How often the sentinels are asked even when nothing failed: a failover an operator asks for
 * demotes a master that keeps answering, and takes its writes until the sentinels reconfigure
 * it (up to 10 s); it is followed within this.
 */
export const ASK_SENTINELS_ANYWAY_MS = 5000;

/** The longest one sentinel, or a named master, is waited for: to connect and then to answer. */
const SENTINEL_TIMEOUT_MS = 1000;

/**
 * A client that always talks to the current master: the master's own client, swapped for one to
 * the new master when the sentinels name another and it says it is master. Commands fail at once
 * until then, as with a plain client while disconnected; `log` hears of both connections. The
 * returned log passes on the cache's reports, and asks the sentinels again on a refused write
 * (READONLY: a master demoted to a replica), a timeout or a lost connection. Sentinels that cannot
 * be asked while the master answers are logged apart (`sentinel_lookup_failed`): the cache works.
 */
export function followMaster(
  config: RedisSentinelConfig,
  createRedisClient: CreateRedisClient = createClient,
  log: AvailabilityLog,
): { client: RedisClient; log: AvailabilityLog } {
  // Never connected: every command fails at once until the master is known.
  let current = createRedisClient({ disableOfflineQueue: true });
  let address: string | undefined;
  let asking = false;
  let askedAt = 0;
  let later: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let lookupFailing = false;

  /** A client of the master at `node`, connected and checked, or a rejection. */
  const connectToMaster = async ({ host, port }: RedisNode): Promise<RedisClient> => {
    const candidate = createRedisClient({
      socket: { host, port },
      ...(config.password && { password: config.password }),
      disableOfflineQueue: true,
    });
    // Until it is in use, its failure is the rejection below.
    candidate.on('error', () => {});
    try {
      const role = await connectedReply(candidate, ['ROLE']);
      // A sentinel that is behind, or was never told of a failover, names a replica.
      const named = Array.isArray(role) ? String(role[0]) : 'server without a role';
      if (named !== 'master') {
        throw Object.assign(new Error(`${host}:${port}, named master, is a ${named}`), {
          code: 'NOT_MASTER',
        });
      }
      return candidate;
    } catch (error) {
      if (candidate.isOpen) candidate.destroy();
      throw error;
    }
  };

  const switchTo = (next: RedisClient, named: string) => {
    const previous = current;
    address = named;
    current = next;
    current.on('ready', () => log.up());
    current.on('error', (error: unknown) => {
      log.down(error);
      askSentinels();
    });
    log.up();
    // What the old master is answering may finish (a demoted master still reads); a dead one's
    // reconnection stops.
    previous.removeAllListeners('error');
    previous.on('error', () => {});
    if (previous.isReady) previous.close().catch(() => {});
    else if (previous.isOpen) previous.destroy();
  };

  const followNamedMaster = async () => {
    const node = await masterNamedBySentinels(config, createRedisClient);
    const named = `${node.host}:${node.port}`;
    if (lookupFailing) {
      lookupFailing = false;
      logEvent('info', 'sentinel_lookup_recovered');
    }
    // The master's client reconnects on its own to the same address.
    if (named === address && current.isOpen) return;
    const next = await connectToMaster(node);
    if (stopped) next.destroy();
    else switchTo(next, named);
  };

  /** Asks the sentinels where the master is, once a second at most, and follows it. */
  const askSentinels = () => {
    if (stopped || asking) return;
    const wait = askedAt + ASK_SENTINELS_EVERY_MS - Date.now();
    if (wait > 0) {
      later ??= setTimeout(() => {
        later = undefined;
        askSentinels();
      }, wait).unref();
      return;
    }
    asking = true;
    askedAt = Date.now();
    followNamedMaster()
      .catch((error: unknown) => {
        if (!current.isReady) {
          log.down(error);
          return;
        }
        // The master answers: the cache works, only a failover would go unseen.
        if (lookupFailing) return;
        lookupFailing = true;
        logEvent('warn', 'sentinel_lookup_failed', {
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        asking = false;
        // Nothing else would ask again while there is no master to fail.
        if (!current.isReady) askSentinels();
      });
  };

  const anyway = setInterval(askSentinels, ASK_SENTINELS_ANYWAY_MS).unref();
  const client = new Proxy({} as RedisClient, {
    get(_, property) {
      if (property === 'destroy' || property === 'close') {
        return async () => {
          stopped = true;
          clearTimeout(later);
          clearInterval(anyway);
          if (current.isOpen) current.destroy();
        };
      }
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
    has: (_, property) => property in current,
  });

  askSentinels();
  return {
    client,
    log: {
      up: log.up,
      down(error) {
        log.down(error);
        if (['read_only', 'timeout', 'connection'].includes(sharedCacheErrorKind(error))) askSentinels();
      },
    },
  };
}

/** The master's address from the first sentinel that knows it. */
export async function masterNamedBySentinels(
  config: RedisSentinelConfig,
  createRedisClient: CreateRedisClient = createClient,
): Promise<RedisNode> {
  const problems: string[] = [];
  for (const { host, port } of config.sentinels) {
    const sentinel = createRedisClient({
      socket: { host, port, connectTimeout: SENTINEL_TIMEOUT_MS, reconnectStrategy: false },
      ...(config.sentinelPassword && { password: config.sentinelPassword }),
      disableOfflineQueue: true,
    });
    // Its failure is the rejected promise below.
    sentinel.on('error', () => {});
    try {
      // Connecting includes node-redis's first commands (AUTH, CLIENT SETINFO): a sentinel that
      // takes the connection and never answers holds them, not only the lookup.
      const reply = await connectedReply(sentinel, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', config.masterName]);
      if (Array.isArray(reply) && reply.length === 2) return { host: String(reply[0]), port: Number(reply[1]) };
      problems.push(`${host}:${port} knows no master named ${config.masterName}`);
    } catch (error) {
      problems.push(`${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (sentinel.isOpen) sentinel.destroy();
    }
  }
  // With a code, as a refused connection has: its kind is `connection` (./shared-cache.ts).
  throw Object.assign(new Error(`No sentinel named the master: ${problems.join('; ')}`), { code: 'NO_MASTER' });
}

/** `client` connected and its reply to `command`, both within SENTINEL_TIMEOUT_MS. */
function connectedReply(client: RedisClient, command: string[]): Promise<unknown> {
  return within(
    (async () => {
      await client.connect();
      return client.sendCommand(command);
    })(),
    SENTINEL_TIMEOUT_MS,
  );
}

/** `work`, or a rejection after `ms`: a sentinel that takes the connection and never answers. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
