import 'server-only';
import { z } from 'zod';
import { UPSTREAM_DEFAULTS } from './defaults';
import { mediaOrigins } from './media-hosts';

/** An empty variable counts as unset, as it does in most deployment dashboards. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A variable the site cannot run without: there is no default, so that a typo stops the server. */
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text') };

const httpUrl = z
  .string(required)
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://');

const baseUrl = httpUrl.refine((value) => !value.endsWith('/'), 'must not end with a slash');

const envSchema = z.object({
  PROVIDER_API_URL: z.preprocess(unsetIfEmpty, baseUrl),
  CONTENT_API_URL: z.preprocess(unsetIfEmpty, baseUrl),
  CONTENT_API_TOKEN: z.preprocess(unsetIfEmpty, z.string(required)),
  MEDIA_BASE_URL: z.preprocess(unsetIfEmpty, baseUrl),
  SITE_URL: z.preprocess(unsetIfEmpty, httpUrl),
  MEDIA_HOSTS: z.string().optional(),
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
  /** Every origin media may come from: MEDIA_BASE_URL's, then MEDIA_HOSTS (media-hosts.ts). */
  mediaOrigins: string[];
  /** The site's public origin (SITE_URL), from which every absolute URL it writes is built. */
  siteOrigin: string;
  timeoutMs: number;
  revalidateSeconds: number;
  revalidateSecret: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the variables, naming every bad one; the demo's values are never assumed here. */
export function readUpstreamConfig(env: Record<string, string | undefined>): UpstreamConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  let origins: string[];
  try {
    origins = mediaOrigins({ MEDIA_BASE_URL: vars.MEDIA_BASE_URL, MEDIA_HOSTS: vars.MEDIA_HOSTS });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    providerApiUrl: vars.PROVIDER_API_URL,
    contentApiUrl: vars.CONTENT_API_URL,
    contentApiToken: vars.CONTENT_API_TOKEN,
    mediaBaseUrl: vars.MEDIA_BASE_URL,
    mediaOrigins: origins,
    siteOrigin: new URL(vars.SITE_URL).origin,
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
