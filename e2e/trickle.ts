import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page's first screens (from its `<body>`) are sent a tag at a time, a piece a frame, so that
 * the browser paints them cut after every tag; the head at once, and the rest in larger pieces.
 * A piece always ends with a tag: a word cut in two may wrap to the next line once whole, which
 * no page can prevent, while an element painted before its content has come is the page's to
 * draw still.
 */
const FIRST_SCREENS_BYTES = 20 * 1024;
const PIECE_BYTES = 4096;
const PIECE_INTERVAL_MS = 16;
const TAG_END = '>'.charCodeAt(0);

/** The ends of the pieces `body` is sent in. */
function pieceEnds(body: Buffer): number[] {
  const bodyStart = Math.max(body.indexOf('<body'), 0);
  const ends: number[] = [];
  for (let start = 0; start < body.length;) {
    const fine = start >= bodyStart && start < bodyStart + FIRST_SCREENS_BYTES;
    const wanted = start < bodyStart ? bodyStart : start + (fine ? 1 : PIECE_BYTES);
    const tagEnd = body.indexOf(TAG_END, wanted - 1);
    start = tagEnd === -1 ? body.length : tagEnd + 1;
    ends.push(start);
  }
  return ends;
}

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
 * at places that do not depend on how busy this machine is. Other answers pass at once.
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
      let start = 0;
      for (const end of pieceEnds(body)) {
        if (start > 0) await new Promise((resolve) => setTimeout(resolve, PIECE_INTERVAL_MS));
        response.write(body.subarray(start, end));
        start = end;
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
