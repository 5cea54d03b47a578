import { vi } from 'vitest';

export type LogLine = Record<string, unknown>;

/**
 * The site's log lines (lib/observability/log.ts) written while a test runs, read back as
 * objects; none reaches the terminal. `restoreMocks` ends the capture after each test.
 */
export function captureLog() {
  const lines: LogLine[] = [];
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      written.push(text);
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ unparsed: text });
      }
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return {
    lines,
    /** Every line as written, to check what none of them holds. */
    written,
    events: (event: string) => lines.filter((line) => line.event === event),
  };
}
