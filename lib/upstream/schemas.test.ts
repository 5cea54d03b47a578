import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { competitionSchema, placeSchema, slideSchema } from './schemas';

const DATE = '2026-12-01T10:00:00+05:00';

describe('competition status', () => {
  const competition = (status: unknown) =>
    competitionSchema.parse({ id: 1, title: 'Cup', start_date: DATE, status, description: '' });

  it("reads only 'active' as active", () => {
    expect(competition('active').isActive).toBe(true);
  });

  it.each(['finished', 'planned', 'cancelled', 'Active', ''])('reads %j as inactive', (status) => {
    expect(competition(status).isActive).toBe(false);
  });
});

describe('branch and office activity', () => {
  const place = (isActive: boolean) =>
    placeSchema.parse({
      id: 1,
      title: 'Branch',
      thumbnail: '/t.png',
      date_added: DATE,
      is_active: isActive,
      description: '',
    });

  it('keeps is_active as it is: an inactive place is "soon", an active one "see"', () => {
    expect(place(true).isActive).toBe(true);
    expect(place(false).isActive).toBe(false);
  });

  it('refuses an is_active that is not a boolean', () => {
    expect(
      placeSchema.safeParse({
        id: 1,
        title: 'B',
        thumbnail: '/t.png',
        date_added: DATE,
        is_active: 'yes',
        description: '',
      }).success,
    ).toBe(false);
  });
});

describe('slide links', () => {
  const link = (value: unknown) => slideSchema.parse({ id: 1, image: '/s.png', link: value }).link;

  it('keeps http(s) links and paths on this site', () => {
    expect(link('https://example.org/page')).toBe('https://example.org/page');
    expect(link('/news')).toBe('/news');
  });

  it.each(['javascript:alert(1)', '//evil.example/', 'news', '', null, 42])('drops %j', (value) => {
    expect(link(value)).toBeNull();
  });

  it('joins the image to the media base', () => {
    expect(slideSchema.parse({ id: 1, image: '/s.png' }).image).toBe(`${TEST_ORIGIN}/s.png`);
  });
});
