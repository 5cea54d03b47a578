import { describe, expect, it, vi } from 'vitest';

/** A fresh process's metrics: the module's copy and its process-wide set made anew. */
async function freshMetrics() {
  vi.resetModules();
  for (const name of ['metrics', 'metricsSwitch'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`site.${name}`)];
  return import('./metrics');
}

describe('site metrics', () => {
  it('count nothing until the metrics port is on, then count into one set for every copy of the module', async () => {
    const metrics = await freshMetrics();
    expect(metrics.activeMetrics()).toBeUndefined();
    metrics.countCacheLookup('redis', 'APP_PAGE', 'hit');
    expect((await metrics.siteMetrics().pageCache.get()).values).toEqual([]);

    metrics.enableMetrics();
    metrics.countCacheLookup('redis', 'APP_PAGE', 'hit');
    metrics.countCacheLookup('local', 'FETCH', 'stale');
    metrics.countCacheLookup('memory', 'IMAGE', 'miss');
    vi.resetModules();
    const copy = await import('./metrics');
    copy.countCacheLookup('redis', 'APP_PAGE', 'hit');
    const { body } = await copy.exposition();
    expect(body).toContain('site_page_cache_answers_total{layer="redis",kind="page",outcome="hit"} 2');
    expect(body).toContain('site_page_cache_answers_total{layer="local",kind="fetch",outcome="stale"} 1');
    expect(body).toContain('site_page_cache_answers_total{layer="memory",kind="other",outcome="miss"} 1');
  });

  it('read present values when scraped, and the default collectors with them', async () => {
    const metrics = await freshMetrics();
    metrics.enableMetrics();
    let documents = 120;
    metrics.readOnScrape('site_search_index_documents', () => [
      { labels: { locale: 'tm' }, value: documents },
      { labels: { locale: 'en' }, value: 80 },
    ]);
    metrics.readOnScrape('site_made_up_pages_cached', () => [{ value: 3 }]);
    expect((await metrics.exposition()).body).toContain('site_search_index_documents{locale="tm"} 120');
    documents = 121;
    const { body, contentType } = await metrics.exposition();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('site_search_index_documents{locale="tm"} 121');
    expect(body).toContain('site_search_index_documents{locale="en"} 80');
    expect(body).toContain('site_made_up_pages_cached 3');
    expect(body).toMatch(/^site_event_loop_utilization [0-9.e-]+$/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});
