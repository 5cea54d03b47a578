import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the run ends by naming. */
const SHOWN = 10;

/**
 * Names the slowest tests when the run ends, so that a test drifting towards its time limit is
 * seen on a green run, before a slow day turns it red.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = `${test.location.file.split('/').pop()}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    this.durations.push({ title: result.retry ? `${title} (retry ${result.retry})` : title, ms: result.duration });
  }

  onEnd(): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest browser tests:`);
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
