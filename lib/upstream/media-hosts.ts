/* No `server-only`: next.config.ts reads this too (the image optimiser's hosts and the CSP). */

/**
 * MEDIA_BASE_URL's origin, then MEDIA_HOSTS': the one list the schemas, sanitiser, image optimiser
 * and CSP read, so a picture from elsewhere is dropped when read, never broken in the browser.
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
