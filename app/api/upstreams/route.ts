import { hasSecret } from '@/lib/revalidation';
import { siteConfig } from '@/lib/runtime/site-config';
import { upstreamStatus, UPSTREAM_STATUS_TTL_MS } from '@/lib/upstream/readiness';

/**
 * For monitoring, not readiness: 200 when both upstreams answer, else 503. Anyone learns only
 * up or down; the upstreams' statuses, messages and times are for the holder of STATUS_SECRET
 * (`Authorization: Bearer …`), which is not the revalidation hook's: a monitor can read them
 * without holding a key that empties the cache.
 */
export async function GET(request: Request) {
  const upstreams = await upstreamStatus();
  const up = upstreams.provider.ok && upstreams.content.ok;
  const state = (ok: boolean) => (ok ? 'up' : 'down');
  const summary = {
    status: state(up),
    upstreams: { provider: state(upstreams.provider.ok), content: state(upstreams.content.ok) },
  };
  const { statusSecret } = siteConfig();
  const trusted = statusSecret !== undefined && hasSecret(request.headers.get('authorization'), statusSecret);
  return Response.json(
    trusted ? { ...summary, details: upstreams, checkedWithinSeconds: UPSTREAM_STATUS_TTL_MS / 1000 } : summary,
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store', Vary: 'Authorization' } },
  );
}
