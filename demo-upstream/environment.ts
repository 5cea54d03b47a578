/**
 * The bundled demo upstream's address and token, and the environment that points the site at
 * it. Only the demo's own scripts use these (`npm start`, `npm run dev`, the bench): the site
 * itself has no default upstream, so a deployment that forgets a variable stops at start-up
 * instead of serving the demo's values.
 */
export const DEMO_UPSTREAM_PORT = 4010;
export const DEMO_CONTENT_TOKEN = 'demo-publisher-token';

/** What the site needs to run against a demo upstream at `upstreamOrigin`, served at `siteOrigin`. */
export function demoSiteEnvironment(upstreamOrigin: string, siteOrigin: string): Record<string, string> {
  return {
    PROVIDER_API_URL: `${upstreamOrigin}/provider`,
    CONTENT_API_URL: `${upstreamOrigin}/content/api/v1`,
    CONTENT_API_TOKEN: DEMO_CONTENT_TOKEN,
    MEDIA_BASE_URL: upstreamOrigin,
    SITE_URL: siteOrigin,
  };
}
