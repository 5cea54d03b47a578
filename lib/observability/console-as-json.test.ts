import { describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { consoleAsJson } from './console-as-json';

describe('consoleAsJson', () => {
  it("turns each call into one JSON line at the method's level, formatted as Node prints it", () => {
    const log = captureLog();
    const target = { ...console };
    consoleAsJson(target);
    target.log('▲ Next.js %s', '16.4.6');
    target.warn('careful');
    target.error(new Error('Render failed'));
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'info', event: 'console', message: '▲ Next.js 16.4.6' }),
      expect.objectContaining({ level: 'warn', event: 'console', message: 'careful' }),
      expect.objectContaining({
        level: 'error',
        event: 'console',
        message: expect.stringMatching(/^Error: Render failed\n\s+at /),
      }),
    ]);
    expect(log.written).toHaveLength(3);
  });
});
