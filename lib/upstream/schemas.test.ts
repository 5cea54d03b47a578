import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import {
  advertisementSchema,
  albumSchema,
  albumSummarySchema,
  articleSchema,
  competitionSchema,
  courseSchema,
  faqSchema,
  newsSchema,
  serviceSchema,
  videoSchema,
} from '@/lib/kinds/getters';
import { categorySchema, placeSchema, slideSchema } from './schemas';

const DATE = '2026-12-01T10:00:00+05:00';

/*
 * Every schema against UPSTREAM.md: a valid item of each kind, then each required field
 * missing or of a wrong type (the item is refused), each optional field missing, null or
 * malformed (it reads as absent), and the shapes every kind shares: ids, dates, media.
 */
const SAMPLES = {
  news: {
    schema: newsSchema,
    raw: {
      id: 7,
      title: 'News',
      content: '<p>Text</p>',
      image: '/n.png',
      image_thumbnail: '/t.png',
      published_date: DATE,
      source_link: 'https://example.org/a',
      description: 'Teaser',
    },
    required: ['id', 'title', 'content', 'image', 'image_thumbnail', 'published_date'],
    optional: { source_link: 'sourceLink', description: 'description' },
  },
  article: {
    schema: articleSchema,
    raw: { id: 7, title: 'Article', content: '', image: '/n.png', image_thumbnail: '/t.png', published_date: DATE },
    required: ['id', 'title', 'content', 'image', 'image_thumbnail', 'published_date'],
    optional: { source_link: 'sourceLink' },
  },
  albumSummary: {
    schema: albumSummarySchema,
    raw: { id: 3, title: 'Album', image: { image_thumbnail: '/a.png' } },
    required: ['id', 'title', 'image'],
    optional: {},
  },
  album: {
    schema: albumSchema,
    raw: { id: 3, title: 'Album', images: [{ image_thumbnail: '/a.png', image: '/a-full.png' }] },
    required: ['id', 'title', 'images'],
    optional: {},
  },
  video: {
    schema: videoSchema,
    raw: { id: 4, title: 'Video', video: { src: '/v.mp4', poster_thumbnail: '/p.png' } },
    required: ['id', 'title', 'video'],
    optional: {},
  },
  place: {
    schema: placeSchema,
    raw: {
      id: 5,
      title: 'Branch',
      thumbnail: '/b.png',
      date_added: DATE,
      is_active: true,
      description: '',
      category_id: 2,
    },
    required: ['id', 'title', 'thumbnail', 'date_added', 'is_active', 'description'],
    optional: { category_id: 'categoryId' },
  },
  category: { schema: categorySchema, raw: { id: 2, title: 'Schools' }, required: ['id', 'title'], optional: {} },
  service: {
    schema: serviceSchema,
    raw: { id: 6, title: 'Service', icon: '/i.svg', thumbnail: '/s.png', description: '<p>How</p>' },
    required: ['id', 'title', 'icon'],
    optional: { thumbnail: 'thumbnail', description: 'descriptionHtml' },
  },
  faq: {
    schema: faqSchema,
    raw: { id: 8, question: 'Why?', answer: '<p>Because</p>' },
    required: ['id', 'question', 'answer'],
    optional: {},
  },
  slide: {
    schema: slideSchema,
    raw: { id: 9, title: 'Slide', image: '/s.png', link: '/news' },
    required: ['id', 'image'],
    optional: { title: 'title', link: 'link' },
  },
  competition: {
    schema: competitionSchema,
    raw: { id: 10, title: 'Cup', start_date: DATE, status: 'active', description: '', image: '/c.png' },
    required: ['id', 'title', 'start_date', 'status', 'description'],
    optional: { image: 'image' },
  },
  course: {
    schema: courseSchema,
    raw: {
      id: 11,
      title: 'Lesson',
      course_type: 'Video',
      category_name: 'Maths',
      description: '',
      thumbnail: '/t.png',
      image: '/i.png',
      total_hours: 12,
      created_at: DATE,
    },
    required: ['id', 'title', 'course_type', 'category_name', 'description', 'thumbnail', 'total_hours', 'created_at'],
    optional: {},
  },
  advertisement: {
    schema: advertisementSchema,
    raw: {
      id: 12,
      title: 'Tender',
      image: '/i.png',
      thumbnail: '/t.png',
      category: 'Tenders',
      description: '',
      created_at: DATE,
    },
    required: ['id', 'title', 'image', 'thumbnail', 'description', 'created_at'],
    optional: { category: 'category' },
  },
} as const;

const without = (raw: object, field: string) =>
  Object.fromEntries(Object.entries(raw).filter(([key]) => key !== field));

describe.each(Object.entries(SAMPLES))('the %s schema', (_kind, { schema, raw, required, optional }) => {
  it('reads a valid item, and ignores fields it does not know', () => {
    expect(schema.safeParse({ ...raw, unknown_field: [1, 2] }).success).toBe(true);
  });

  it.each(required)('refuses an item without %s', (field) => {
    expect(schema.safeParse(without(raw, field)).success).toBe(false);
  });

  it.each(required)('refuses an item whose %s is of a wrong type', (field) => {
    const value = raw[field as keyof typeof raw];
    const wrong = typeof value === 'number' || typeof value === 'boolean' ? 'text' : 42;
    expect(schema.safeParse({ ...raw, [field]: wrong }).success).toBe(false);
  });

  it.each(Object.entries(optional))('reads %s missing, null or malformed as absent', (field, output) => {
    for (const value of [undefined, null, true, { nested: true }]) {
      const parsed = schema.parse(value === undefined ? without(raw, field) : { ...raw, [field]: value });
      expect(parsed[output as keyof typeof parsed], `${field}: ${JSON.stringify(value)}`).toBeNull();
    }
  });

  it.each([0, -1, 1.5, '7', null])('refuses the id %j (ids are positive integers in JSON)', (value) => {
    expect(schema.safeParse({ ...raw, id: value }).success).toBe(false);
  });
});

describe('competition status', () => {
  const competition = (status: unknown) => competitionSchema.parse({ ...SAMPLES.competition.raw, status });

  it("reads only 'active' as active", () => {
    expect(competition('active').isActive).toBe(true);
  });

  it.each(['finished', 'planned', 'cancelled', 'Active', ''])('reads %j as inactive', (status) => {
    expect(competition(status).isActive).toBe(false);
  });
});

describe('branch and office activity', () => {
  const place = (isActive: unknown) => placeSchema.safeParse({ ...SAMPLES.place.raw, is_active: isActive });

  it.each([true, false])(
    'keeps is_active %j as it is: an inactive place is "soon", an active one "see"',
    (isActive) => {
      expect(place(isActive).data?.isActive).toBe(isActive);
    },
  );

  it('refuses an is_active that is not a boolean', () => {
    expect(place('yes').success).toBe(false);
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

describe('shapes every kind shares', () => {
  const news = (fields: object) => newsSchema.safeParse({ ...SAMPLES.news.raw, ...fields });

  it.each(['2025-03-14T09:30:00+05:00', '2025-03-14T04:30:00Z', '2025-03-14T04:30:00.123Z'])(
    'reads the date-time %s',
    (value) => {
      expect(news({ published_date: value }).success).toBe(true);
    },
  );

  it.each(['2025-03-14T09:30:00', '2025-03-14', '14.03.2025', 'yesterday', 1741944600])(
    'refuses the date %j',
    (value) => {
      expect(news({ published_date: value }).success).toBe(false);
    },
  );

  it('joins a media path to the media base, and keeps a URL on a media host', () => {
    const parsed = news({ image: '/media/n.png', image_thumbnail: 'https://cdn.example.org/t.png' });
    expect(parsed.success && parsed.data.image).toBe(`${TEST_ORIGIN}/media/n.png`);
    expect(parsed.success && parsed.data.thumbnail).toBe('https://cdn.example.org/t.png');
  });

  it.each(['https://elsewhere.example/n.png', '//cdn.example.org/n.png', 'media/n.png', 'javascript:alert(1)', ''])(
    'refuses the picture %j',
    (value) => {
      expect(news({ image: value }).success).toBe(false);
    },
  );

  it.each(['   ', ''])('refuses a blank title %j', (value) => {
    expect(news({ title: value }).success).toBe(false);
  });
});

describe('e-lesson hours', () => {
  const hours = (value: unknown) => courseSchema.safeParse({ ...SAMPLES.course.raw, total_hours: value });

  it.each([
    [12, 12],
    [0, 0],
    [1.5, 1.5],
    ['12', 12],
    [' 7.5 ', 7.5],
  ])('reads %j as %d', (value, expected) => {
    const parsed = hours(value);
    expect(parsed.success && parsed.data.totalHours).toBe(expected);
  });

  it.each([-1, 'twelve', '', '1e3', '-2', null])('refuses %j', (value) => {
    expect(hours(value).success).toBe(false);
  });

  it('shows the thumbnail where the lesson has no picture of its own', () => {
    expect(courseSchema.parse(without(SAMPLES.course.raw, 'image')).image).toBe(`${TEST_ORIGIN}/t.png`);
  });
});

describe('album pictures', () => {
  it('falls back to the thumbnail where a photo has no full picture', () => {
    const album = albumSchema.parse({
      id: 1,
      title: 'A',
      images: [{ image_thumbnail: '/t.png' }, { image_thumbnail: '/u.png', image: null }],
    });
    expect(album.images).toEqual([
      { thumbnail: `${TEST_ORIGIN}/t.png`, full: `${TEST_ORIGIN}/t.png` },
      { thumbnail: `${TEST_ORIGIN}/u.png`, full: `${TEST_ORIGIN}/u.png` },
    ]);
  });

  it('refuses an album with a photo that has no thumbnail', () => {
    expect(albumSchema.safeParse({ id: 1, title: 'A', images: [{ image: '/full.png' }] }).success).toBe(false);
  });
});
