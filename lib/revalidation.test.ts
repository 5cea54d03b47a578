import { describe, expect, it } from 'vitest';
import { hasSecret, parseTarget, tagsOf } from './revalidation';
import { COLLECTIONS } from './upstream/tags';

const SECRET = 'editor-secret-0123456789';

describe('hasSecret', () => {
  it('accepts the secret as a bearer token, whatever the case of the scheme', () => {
    expect(hasSecret(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(hasSecret(`bearer ${SECRET}`, SECRET)).toBe(true);
    expect(hasSecret(`  Bearer ${SECRET}  `, SECRET)).toBe(true);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer '],
    ['the secret without the scheme', SECRET],
    ['another scheme', `Basic ${SECRET}`],
    ['a wrong secret', 'Bearer editor-secret-0123456780'],
    ['a prefix of the secret', `Bearer ${SECRET.slice(0, -1)}`],
    ['the secret with more after it', `Bearer ${SECRET}x`],
    ['the secret twice', `Bearer ${SECRET} ${SECRET}`],
  ])('refuses %s', (_, header) => {
    expect(hasSecret(header, SECRET)).toBe(false);
  });
});

describe('parseTarget', () => {
  it('accepts a collection, with or without an item id', () => {
    expect(parseTarget({ collection: 'news' })).toEqual({ ok: true, target: { collection: 'news' } });
    expect(parseTarget({ collection: 'offices', id: 7 })).toEqual({
      ok: true,
      target: { collection: 'offices', id: 7 },
    });
  });

  it('accepts every collection the data layer tags', () => {
    for (const collection of COLLECTIONS) expect(parseTarget({ collection }).ok).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an array', [{ collection: 'news' }]],
    ['a string', 'news'],
    ['no collection', { id: 4 }],
    ['an unknown collection', { collection: 'pages' }],
    ['a collection in another case', { collection: 'News' }],
    ['an id as a string', { collection: 'news', id: '4' }],
    ['a zero id', { collection: 'news', id: 0 }],
    ['a negative id', { collection: 'news', id: -4 }],
    ['a fractional id', { collection: 'news', id: 4.5 }],
    ['an id past the safe integers', { collection: 'news', id: 2 ** 53 }],
    ['an unknown field', { collection: 'news', ids: [4] }],
  ])('refuses %s and says why', (_, body) => {
    const parsed = parseTarget(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.length).toBeGreaterThan(0);
  });

  it('names the field at fault', () => {
    expect(parseTarget({ collection: 'pages' })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^collection: /)],
    });
    expect(parseTarget({ collection: 'news', id: 0 })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^id: /)],
    });
  });
});

describe('tagsOf', () => {
  it('refreshes a whole collection by its tag', () => {
    expect(tagsOf({ collection: 'news' })).toEqual(['news']);
  });

  it('refreshes one item by its own tag', () => {
    expect(tagsOf({ collection: 'news', id: 42 })).toEqual(['news:42']);
  });
});
