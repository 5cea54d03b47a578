import { describe, expect, it } from 'vitest';
import { isFetchableMedia } from './media';

describe('a media address the site fetches itself', () => {
  const config = {
    mediaBaseUrl: 'https://cms.example.org/media',
    mediaOrigins: ['https://cms.example.org', 'https://cdn.example.org'],
  };

  it('is below the media base on its host, or anywhere on another media host', () => {
    expect(isFetchableMedia('https://cms.example.org/media/photos/a.jpg', config)).toBe(true);
    expect(isFetchableMedia('https://cms.example.org/media/фото/а.jpg', config)).toBe(true);
    expect(isFetchableMedia('https://cdn.example.org/any/where.jpg', config)).toBe(true);
    expect(isFetchableMedia('https://cms.example.org/admin/a.jpg', config)).toBe(false);
    expect(isFetchableMedia('https://cms.example.org/mediasecret/a.jpg', config)).toBe(false);
    expect(isFetchableMedia('http://169.254.169.254/latest/meta-data', config)).toBe(false);
    expect(isFetchableMedia('https://user:pass@cdn.example.org/a.jpg', config)).toBe(false);
    expect(isFetchableMedia('not a url', config)).toBe(false);
  });

  it('never climbs out of the media base, however `..` is spelt', () => {
    for (const path of [
      '/../admin/a.jpg',
      '/%2e%2e/admin/a.jpg',
      '/photos/%2e%2e/%2E./admin/a.jpg',
      '/photos/..%2F..%2F..%2Fadmin/a.jpg',
      '/photos%5c..%5c..%5cadmin/a.jpg',
      '/photos/.%2E/../admin',
    ]) {
      expect(isFetchableMedia(`${config.mediaBaseUrl}${path}`, config), path).toBe(false);
    }
    expect(isFetchableMedia(`${config.mediaBaseUrl}\\..\\..\\admin/a.jpg`, config)).toBe(false);
  });
});
