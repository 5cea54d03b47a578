import { upstreamStatus, UPSTREAM_STATUS_TTL_MS } from '@/lib/upstream/readiness';

/** For monitoring, not readiness: 200 when both upstreams answer, else 503. */
export async function GET() {
  const upstreams = await upstreamStatus();
  const up = upstreams.provider.ok && upstreams.content.ok;
  return Response.json(
    { status: up ? 'up' : 'down', upstreams, checkedWithinSeconds: UPSTREAM_STATUS_TTL_MS / 1000 },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
