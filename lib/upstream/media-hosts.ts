/*
 * No `server-only`: next.config.ts reads this too (the image optimiser's hosts and the CSP).
 */

/**
 * The origins pictures and videos may come from: that of MEDIA_BASE_URL, then those of
 * MEDIA_HOSTS, a comma-separated list of further origins (a CDN the CMS serves pictures from).
 * The one list the schemas, the sanitiser, the image optimiser and the Content-Security-Policy
 * all read, so that a picture from any other host is dropped when its answer is read, never
 * broken in the browser. Throws, naming the variable, for an entry that is not an http(s) origin.
 */
export function mediaOrigins(env: Record<string, string | undefined>): string[] {
  const base = env.MEDIA_BASE_URL ? [new URL(env.MEDIA_BASE_URL).origin] : [];
  const extra = (env.MEDIA_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        (url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.pathname !== '/' ||
        url.search ||
        url.hash
      ) {
        throw new Error(
          `Invalid environment: MEDIA_HOSTS: "${entry}" is not an origin such as https://cdn.example.org`,
        );
      }
      return url.origin;
    });
  return [...new Set([...base, ...extra])];
}

/** Whether `url`, an absolute http(s) URL, is on one of `origins`. */
export function isOnMediaHost(url: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
