/** The variables that may be left out, and what they then are. */
export const UPSTREAM_DEFAULTS = {
  UPSTREAM_TIMEOUT_MS: 8000,
  REVALIDATE_SECONDS: 60,
} as const;

/** Loopback hosts: the only ones whose images next/image may fetch from a private address. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\./.test(hostname);
}
