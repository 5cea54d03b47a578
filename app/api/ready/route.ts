import { checkUpstreams } from '@/lib/upstream/readiness';

/**
 * Readiness: whether each upstream answers now. 200 when both do, 503 otherwise; the body
 * says which one failed, so an operator can tell them apart.
 */
export async function GET() {
  const upstreams = await checkUpstreams();
  const ready = upstreams.provider.ok && upstreams.content.ok;
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', upstreams },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
