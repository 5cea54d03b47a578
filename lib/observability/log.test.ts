import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;

/**
 * A server whose log reader has gone (a log shipper or a pipe that died): Next logs every uncaught
 * exception through `console.error`, which the site writes to stderr as JSON; the write to the gone
 * reader fails, its error is uncaught in turn, and each failure would log the next. Run in a
 * process of its own, as the server runs: its stdout and stderr are pipes this test closes.
 */
const SERVER_WITHOUT_A_READER = `
  const { consoleAsJson } = await import(${JSON.stringify(path.join(HERE, 'console-as-json.ts'))});
  const { log } = await import(${JSON.stringify(path.join(HERE, 'log.ts'))});
  consoleAsJson();
  process.on('uncaughtException', (error) => console.error(error)); // as Next's server does
  let writes = 0;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (...args) => ((writes += 1), write(...args));
  }
  process.send('ready');
  process.once('message', () => {
    log('error', 'upstream_unavailable');
    log('info', 'request');
    setTimeout(() => process.send({ writes }, () => process.exit(0)), 500);
  });
`;

describe('log', () => {
  it('drops its lines once the reader of its streams has gone, rather than feed each failed write back in', async () => {
    const server = spawn(process.execPath, ['--input-type=module', '-e', SERVER_WITHOUT_A_READER], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const [ready] = (await once(server, 'message')) as [string];
    expect(ready).toBe('ready');
    server.stdout!.destroy();
    server.stderr!.destroy();
    server.send('log');
    const [{ writes }] = (await once(server, 'message')) as [{ writes: number }];
    // The two lines, and the uncaught failures' lines until each stream is known gone: a handful.
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThan(10);
    await once(server, 'exit');
  });
});
