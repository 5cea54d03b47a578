import { z } from 'zod';
import { ConfigError } from '@/lib/runtime/site-config';

/** Off, as operators write it; anything else (or unset) leaves the request log on. */
const OFF = new Set(['0', 'false', 'off', 'no']);

const schema = z.object({
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  METRICS_HOST: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('127.0.0.1')),
  LOG_REQUESTS: z.string().optional(),
});

export interface ObservabilityConfig {
  /** Each instance's port for its metrics, health and state; none without METRICS_PORT. */
  metrics?: { port: number; host: string };
  /** A `request` log line for each answer (LOG_REQUESTS=0 stops them). */
  logRequests: boolean;
}

/** The observability variables, checked: a bad one stops the server, naming it (docs/observability.md). */
export function readObservabilityConfig(env: Record<string, string | undefined>): ObservabilityConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const { METRICS_PORT, METRICS_HOST, LOG_REQUESTS } = parsed.data;
  return {
    ...(METRICS_PORT ? { metrics: { port: METRICS_PORT, host: METRICS_HOST } } : {}),
    logRequests: !OFF.has((LOG_REQUESTS ?? '').trim().toLowerCase()),
  };
}
