import 'server-only';
import { z } from 'zod';
import { UPSTREAM_DEFAULTS } from '@/lib/upstream/defaults';
import { mediaOrigins } from '@/lib/upstream/media-hosts';

/** An empty variable counts as unset, as it does in most deployment dashboards. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A variable the site cannot run without: there is no default, so that a typo stops the server. */
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text') };

const httpUrl = z
  .string(required)
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://');

const baseUrl = httpUrl.refine((value) => !value.endsWith('/'), 'must not end with a slash');

/** A secret anyone could guess in a day is none: 16 characters at least. */
const secret = z.preprocess(unsetIfEmpty, z.string().min(16, 'must be at least 16 characters').optional());

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
  REVALIDATE_SECRET: secret,
  REVALIDATE_SECRET_PREVIOUS: secret,
  STATUS_SECRET: secret,
});

export interface SiteConfig {
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
  /**
   * What the revalidation hook accepts: REVALIDATE_SECRET, and during a rotation
   * REVALIDATE_SECRET_PREVIOUS beside it; none means no hook.
   */
  revalidateSecrets: RevalidateSecret[];
  /** What unlocks `/api/upstreams`'s details (STATUS_SECRET): a monitor holds it, never a purge key. */
  statusSecret: string | undefined;
}

export interface RevalidateSecret {
  value: string;
  /** `previous` while a rotation is under way: the log says who still sends it. */
  name: 'current' | 'previous';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the variables, naming every bad one; the demo's values are never assumed here. */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (vars.REVALIDATE_SECRET_PREVIOUS && !vars.REVALIDATE_SECRET) {
    throw new ConfigError(
      'Invalid environment: REVALIDATE_SECRET_PREVIOUS: is set without REVALIDATE_SECRET, the secret it is replaced by',
    );
  }
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
    revalidateSecrets: [
      ...(vars.REVALIDATE_SECRET ? [{ value: vars.REVALIDATE_SECRET, name: 'current' as const }] : []),
      ...(vars.REVALIDATE_SECRET_PREVIOUS
        ? [{ value: vars.REVALIDATE_SECRET_PREVIOUS, name: 'previous' as const }]
        : []),
    ],
    statusSecret: vars.STATUS_SECRET,
  };
}

let current: SiteConfig | undefined;

/** The process's configuration, checked once (at start-up, from instrumentation.ts). */
export function siteConfig(): SiteConfig {
  current ??= readSiteConfig(process.env);
  return current;
}
