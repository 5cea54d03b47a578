import { describe, expect, it } from 'vitest';
import { anchorNumber, faqQuestionAnchor, isStateAnchor, photoAnchor, videoAnchor, withAnchor } from './anchors';

describe('state anchors', () => {
  it('are written as kind and number', () => {
    expect(photoAnchor(3)).toBe('photo-3');
    expect(videoAnchor(405)).toBe('video-405');
    expect(faqQuestionAnchor(7)).toBe('question-7');
  });

  it.each([
    ['#photo-3', 'photo', 3],
    ['photo-3', 'photo', 3],
    ['#video-405', 'video', 405],
    ['#question-12', 'question', 12],
  ] as const)('reads %s as %s %i', (hash, kind, number) => {
    expect(anchorNumber(hash, kind)).toBe(number);
  });

  it('reads back what it writes', () => {
    for (const number of [1, 9, 10, 123_456_789]) {
      expect(anchorNumber(`#${photoAnchor(number)}`, 'photo')).toBe(number);
      expect(anchorNumber(`#${videoAnchor(number)}`, 'video')).toBe(number);
      expect(anchorNumber(`#${faqQuestionAnchor(number)}`, 'question')).toBe(number);
    }
  });

  it.each([
    ['', 'photo'],
    ['#', 'photo'],
    ['#video-3', 'photo'],
    ['#photo-', 'photo'],
    ['#photo-0', 'photo'],
    ['#photo-03', 'photo'],
    ['#photo--3', 'photo'],
    ['#photo-3a', 'photo'],
    ['#photo-3.5', 'photo'],
    ['#photo-1e3', 'photo'],
    ['#xphoto-3', 'photo'],
    ['#photo-1234567890', 'photo'],
    ['#question-7#photo-1', 'question'],
  ] as const)('names nothing by %j for a %s', (hash, kind) => {
    expect(anchorNumber(hash, kind)).toBeNull();
  });

  it('tells a state from a place in the page', () => {
    expect(isStateAnchor('#photo-3')).toBe(true);
    expect(isStateAnchor('video-405')).toBe(true);
    expect(isStateAnchor('#question-7')).toBe(true);
    expect(isStateAnchor('#main-content')).toBe(false);
    expect(isStateAnchor('')).toBe(false);
    expect(isStateAnchor('#photo-0')).toBe(false);
  });

  it('sets, replaces and removes an address fragment, keeping its path and query', () => {
    const album = 'https://example.org/en/gallery-details/301';
    expect(withAnchor(album, 'photo-3')).toBe(`${album}#photo-3`);
    expect(withAnchor(`${album}#photo-3`, 'photo-4')).toBe(`${album}#photo-4`);
    expect(withAnchor(`${album}#photo-4`, null)).toBe(album);
    expect(withAnchor(album, null)).toBe(album);
    expect(withAnchor('/ru/videos?page=2#video-401', 'video-399')).toBe('/ru/videos?page=2#video-399');
    expect(withAnchor('/ru/videos?page=2#', null)).toBe('/ru/videos?page=2');
  });
});
