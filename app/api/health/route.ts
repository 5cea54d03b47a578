/** Liveness: the process answers. It touches no upstream, so it is always quick. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
