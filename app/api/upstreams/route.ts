import { upstreamStatus, UPSTREAM_STATUS_TTL_MS } from '@/lib/upstream/readiness';

/**
 * The upstreams' status, for monitoring and alerts, not for readiness: 200 when both answer,
 * 503 otherwise, with each one's status and time. One check serves every request for a few
 * seconds, so a probe never loads the upstreams.
 */
export async function GET() {
  const upstreams = await upstreamStatus();
  const up = upstreams.provider.ok && upstreams.content.ok;
  return Response.json(
    { status: up ? 'up' : 'down', upstreams, checkedWithinSeconds: UPSTREAM_STATUS_TTL_MS / 1000 },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
