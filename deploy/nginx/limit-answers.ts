import { expect } from 'vitest';

/* What the nginx tests send to a limit of site.conf, and how they read its answers. */

/**
 * Sends `count` requests, at most 32 at a time, so that they take a fraction of a second even on
 * a slow machine: the answers, and the seconds from the first sent to the last answered.
 */
export async function inParallel<Answer>(
  count: number,
  send: (n: number) => Promise<Answer>,
): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let n = next++; n < count; n = next++) answers[n] = await send(n);
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * Expects `answers`, sent within `seconds`, to be what a limit of `rate` a second after `burst`
 * gives: the burst let through (`passed`), the rest 429 but for what refilled meanwhile, and at
 * least one 429 however slow the machine. Returns how many were let through.
 */
export function expectLimited(
  answers: Array<{ status: number }>,
  seconds: number,
  { rate, burst, passed = 200 }: { rate: number; burst: number; passed?: number },
): number {
  const statuses = answers.map(({ status }) => status);
  expect(statuses.filter((status) => status !== passed && status !== 429)).toEqual([]);
  const through = statuses.filter((status) => status === passed).length;
  // The first and the burst, and one a 1/rate s since; one more for nginx's rounding.
  const most = 1 + burst + Math.ceil(rate * seconds) + 1;
  expect(through).toBeGreaterThanOrEqual(burst);
  expect(through).toBeLessThanOrEqual(Math.min(most, statuses.length - 1));
  return through;
}
