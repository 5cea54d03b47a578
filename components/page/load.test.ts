import { describe, expect, it, vi } from 'vitest';
import { loadListPage } from './load';

/** What Next's notFound() throws. */
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' };

const answer = (count: number) => vi.fn(async () => ({ count, items: [] }));

describe('loadListPage', () => {
  it('asks once for a page past the end of a list it does not know, then never for one past the end it knows', async () => {
    const get = answer(45);
    await expect(loadListPage('999', 20, get, '/en/test-a')).rejects.toMatchObject(NOT_FOUND);
    expect(get).toHaveBeenCalledTimes(1);
    for (const page of ['4', '57', '998'])
      await expect(loadListPage(page, 20, get, '/en/test-a')).rejects.toMatchObject(NOT_FOUND);
    expect(get).toHaveBeenCalledTimes(1);
    // Within the end, every page is asked for.
    expect((await loadListPage('3', 20, get, '/en/test-a')).last).toBe(3);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the ends of lists apart, and follows a list that grew', async () => {
    const small = answer(10);
    await loadListPage('1', 20, small, '/en/test-b');
    const other = answer(100);
    expect((await loadListPage('5', 20, other, '/ru/test-b')).page).toBe(5);
    const grown = answer(30);
    await loadListPage('1', 20, grown, '/en/test-b');
    expect((await loadListPage('2', 20, grown, '/en/test-b')).last).toBe(2);
  });

  it('is a 404 for a page number that is no number, without asking', async () => {
    const get = answer(45);
    await expect(loadListPage('x', 20, get, '/en/test-c')).rejects.toMatchObject(NOT_FOUND);
    expect(get).not.toHaveBeenCalled();
  });
});
