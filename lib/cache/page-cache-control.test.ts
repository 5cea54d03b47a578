import { describe, expect, it } from 'vitest';
import { isDocumentRequest, sharedCacheControl } from './page-cache-control';

describe('sharedCacheControl', () => {
  it('lets shared caches keep a page as long as its data, and browsers ask again', () => {
    expect(sharedCacheControl(60)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400',
    );
    expect(sharedCacheControl(300)).toContain('s-maxage=300');
  });
});

describe('isDocumentRequest', () => {
  it("is a GET or HEAD for a whole page, from a browser's navigation or a client that does not say", () => {
    expect(isDocumentRequest('GET', new Headers({ 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isDocumentRequest('GET', new Headers({ accept: 'text/html' }))).toBe(true);
    expect(isDocumentRequest('HEAD', new Headers())).toBe(true);
  });

  it("is not another method, nor the client router's fetch of a payload", () => {
    expect(isDocumentRequest('POST', new Headers({ 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(isDocumentRequest('GET', new Headers({ 'sec-fetch-dest': 'empty' }))).toBe(false);
  });
});
