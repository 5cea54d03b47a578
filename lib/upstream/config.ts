import 'server-only';
import { z } from 'zod';
import { UPSTREAM_DEFAULTS } from './defaults';

/** An empty variable counts as unset, as it does in most deployment dashboards. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const baseUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .refine((value) => !value.endsWith('/'), 'must not end with a slash');

const envSchema = z.object({
  PROVIDER_API_URL: z.preprocess(unsetIfEmpty, baseUrl.default(UPSTREAM_DEFAULTS.PROVIDER_API_URL)),
  CONTENT_API_URL: z.preprocess(unsetIfEmpty, baseUrl.default(UPSTREAM_DEFAULTS.CONTENT_API_URL)),
  CONTENT_API_TOKEN: z.preprocess(unsetIfEmpty, z.string().default(UPSTREAM_DEFAULTS.CONTENT_API_TOKEN)),
  MEDIA_BASE_URL: z.preprocess(unsetIfEmpty, baseUrl.default(UPSTREAM_DEFAULTS.MEDIA_BASE_URL)),
  UPSTREAM_TIMEOUT_MS: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(1).max(120_000).default(UPSTREAM_DEFAULTS.UPSTREAM_TIMEOUT_MS),
  ),
  REVALIDATE_SECONDS: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(1).default(UPSTREAM_DEFAULTS.REVALIDATE_SECONDS),
  ),
  REVALIDATE_SECRET: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be at least 16 characters').optional()),
});

export interface UpstreamConfig {
  providerApiUrl: string;
  contentApiUrl: string;
  contentApiToken: string;
  mediaBaseUrl: string;
  timeoutMs: number;
  revalidateSeconds: number;
  revalidateSecret: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the upstream variables; the message names every bad variable. */
export function readUpstreamConfig(env: Record<string, string | undefined>): UpstreamConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    providerApiUrl: vars.PROVIDER_API_URL,
    contentApiUrl: vars.CONTENT_API_URL,
    contentApiToken: vars.CONTENT_API_TOKEN,
    mediaBaseUrl: vars.MEDIA_BASE_URL,
    timeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    revalidateSeconds: vars.REVALIDATE_SECONDS,
    revalidateSecret: vars.REVALIDATE_SECRET,
  };
}

let current: UpstreamConfig | undefined;

/** The process's configuration, checked once (at start-up, from instrumentation.ts). */
export function upstreamConfig(): UpstreamConfig {
  current ??= readUpstreamConfig(process.env);
  return current;
}
