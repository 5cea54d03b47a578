import { describe, expect, it } from 'vitest';
import { MAX_BEACON_BYTES, vitalsQueue } from './vitals-beacon';

describe('vitalsQueue', () => {
  it('sends nothing until a metric is reported', () => {
    expect(vitalsQueue('/en').take()).toBeUndefined();
  });

  it("sends the page's path and each metric's value, rounded, and only those", () => {
    const queue = vitalsQueue('/ru/news-details/42');
    queue.add({ name: 'TTFB', value: 87.30000001, id: 'v5-1' });
    queue.add({ name: 'LCP', value: 1523.6, id: 'v5-2' });
    queue.add({ name: 'CLS', value: 0.0123456, id: 'v5-3' });
    // The site does not count FCP: it is never sent.
    queue.add({ name: 'FCP', value: 900, id: 'v5-4' });
    expect(JSON.parse(queue.take()!)).toEqual({
      path: '/ru/news-details/42',
      metrics: [
        { name: 'TTFB', value: 87 },
        { name: 'LCP', value: 1524 },
        { name: 'CLS', value: 0.0123 },
      ],
    });
    expect(queue.take()).toBeUndefined();
  });

  it('sends the latest value of a metric, and only once a page view, though web-vitals reports it again when the page is hidden again', () => {
    const queue = vitalsQueue('/en');
    queue.add({ name: 'INP', value: 40, id: 'v5-inp' });
    queue.add({ name: 'INP', value: 64, id: 'v5-inp' });
    expect(JSON.parse(queue.take()!).metrics).toEqual([{ name: 'INP', value: 64 }]);
    queue.add({ name: 'INP', value: 180, id: 'v5-inp' });
    expect(queue.take()).toBeUndefined();
  });

  it('sends the figures of a page shown again from the back/forward cache, at its address then', () => {
    const queue = vitalsQueue('/en/news');
    queue.add({ name: 'LCP', value: 800, id: 'v5-first' });
    queue.take();
    queue.moveTo('/en/news-details/3');
    queue.add({ name: 'LCP', value: 40, id: 'v5-restored' });
    expect(JSON.parse(queue.take()!)).toEqual({ path: '/en/news-details/3', metrics: [{ name: 'LCP', value: 40 }] });
  });

  it('sends nothing the site would drop as too long', () => {
    const queue = vitalsQueue(`/en/${'a'.repeat(MAX_BEACON_BYTES)}`);
    queue.add({ name: 'LCP', value: 800, id: 'v5-1' });
    expect(queue.take()).toBeUndefined();
  });
});
