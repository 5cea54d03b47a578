/**
 * Where the site looks for its upstream when no environment variable says otherwise:
 * the bundled demo upstream on this machine. Shared by the server configuration,
 * next.config.ts and the scripts that start the demo, so the three never disagree.
 */
export const DEMO_UPSTREAM_PORT = 4010;
export const DEMO_UPSTREAM_ORIGIN = `http://127.0.0.1:${DEMO_UPSTREAM_PORT}`;

export const UPSTREAM_DEFAULTS = {
  PROVIDER_API_URL: `${DEMO_UPSTREAM_ORIGIN}/provider`,
  CONTENT_API_URL: `${DEMO_UPSTREAM_ORIGIN}/content/api/v1`,
  CONTENT_API_TOKEN: 'demo-publisher-token',
  MEDIA_BASE_URL: DEMO_UPSTREAM_ORIGIN,
  UPSTREAM_TIMEOUT_MS: 8000,
  REVALIDATE_SECONDS: 60,
} as const;

/** Loopback hosts: the only ones whose images next/image may fetch from a private address. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\./.test(hostname);
}
