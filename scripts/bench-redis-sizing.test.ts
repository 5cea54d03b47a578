import { describe, expect, it } from 'vitest';
import { untilSteady } from './bench-redis-sizing';

describe('untilSteady', () => {
  it('waits while the count grows, and no longer once it stops', async () => {
    const counts = [0, 0, 3, 7, 9, 9, 9, 9];
    let reads = 0;
    await untilSteady(async () => counts[Math.min(reads++, counts.length - 1)]!, { everyMs: 5 });
    // 0, 0 (nothing written yet), 3, 7, 9, then 9 again.
    expect(reads).toBe(6);
  });

  it('gives up after its time limit when nothing is written', async () => {
    const started = performance.now();
    await untilSteady(async () => 0, { everyMs: 5, timeoutMs: 50 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
