import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Bytes of a page's HTML sent at a time, and the wait between them. */
const PIECE_BYTES = 512;
const PIECE_INTERVAL_MS = 25;

/** Headers that describe the bytes as the site sent them, not as they are passed on. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A loopback proxy in front of `target` that sends every HTML page in small pieces, as a slow
 * network delivers it: the browser paints the page again and again before it has all of it,
 * at points that do not depend on how busy this machine is. Other answers pass at once.
 */
export async function startTrickle(target: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding' && !TRANSFER_HEADERS.has(name)) {
        headers.set(name, value);
      }
    }
    try {
      const answer = await fetch(new URL(request.url ?? '/', target), { headers, redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      answer.headers.forEach((value, name) => {
        if (!TRANSFER_HEADERS.has(name)) response.appendHeader(name, value);
      });
      response.writeHead(answer.status);
      if (!answer.headers.get('content-type')?.startsWith('text/html')) {
        response.end(body);
        return;
      }
      for (let start = 0; start < body.length; start += PIECE_BYTES) {
        if (start > 0) await new Promise((resolve) => setTimeout(resolve, PIECE_INTERVAL_MS));
        response.write(body.subarray(start, start + PIECE_BYTES));
      }
      response.end();
    } catch {
      // The browser has gone (the test ended) or the site did not answer: nothing to measure.
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
