import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the run ends by naming. */
const SHOWN = 10;

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * Names the slowest tests when the run ends, so that a test drifting towards its time limit is
 * seen on a green run, before a slow day turns it red; and where the run's time went: the set-up
 * before the first test (the builds, the servers, the warm-up: a floor no test can lower) and
 * the tests, by the clock and summed over the workers.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly constructedAt = Date.now();
  private begunAt = 0;
  private workers = 0;
  private readonly durations: { title: string; ms: number }[] = [];

  onBegin(config: FullConfig): void {
    this.begunAt = Date.now();
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = `${test.location.file.split('/').pop()}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    this.durations.push({ title: result.retry ? `${title} (retry ${result.retry})` : title, ms: result.duration });
  }

  onEnd(): void {
    if (this.durations.length === 0) return;
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    console.log(`\nThe ${slowest.length} slowest browser tests:`);
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
    const testTime = this.durations.reduce((sum, { ms }) => sum + ms, 0);
    console.log(
      `\nSet-up before the first test (builds, servers, warm-up): ${minutes(this.begunAt - this.constructedAt)}; ` +
        `the tests: ${minutes(Date.now() - this.begunAt)} on ${this.workers} workers, ` +
        `${minutes(testTime)} of test time (${this.durations.length} tests).`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
