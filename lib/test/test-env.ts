/** The upstream the unit tests talk to: the demo upstream, answered in-process by msw. */
export const TEST_ORIGIN = 'http://demo.test';
export const TEST_TOKEN = 'test-publisher-token';

export const TEST_ENV = {
  PROVIDER_API_URL: `${TEST_ORIGIN}/provider`,
  CONTENT_API_URL: `${TEST_ORIGIN}/content/api/v1`,
  CONTENT_API_TOKEN: TEST_TOKEN,
  MEDIA_BASE_URL: `${TEST_ORIGIN}`,
  SITE_URL: 'https://site.test',
  // A CMS that also serves pictures from a CDN.
  MEDIA_HOSTS: 'https://cdn.example.org',
  UPSTREAM_TIMEOUT_MS: '300',
  REVALIDATE_SECONDS: '60',
};
