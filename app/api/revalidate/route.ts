import { revalidateTag } from 'next/cache';
import { siteListEnds } from '@/lib/list-ends';
import { matchingSecret, parseTarget, tagsOf } from '@/lib/revalidation';
import { expireSiteSearch } from '@/lib/search/site-search';
import { siteConfig } from '@/lib/runtime/site-config';
import { logRefusedRevalidation, logRevalidation } from '@/lib/upstream/log';

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * On-demand revalidation (docs/operating.md: Revalidating on demand). Without
 * REVALIDATE_SECRET it answers 404, so an unconfigured deployment offers nothing to guess at.
 * During a rotation REVALIDATE_SECRET_PREVIOUS is accepted too, and the log says so.
 */
export async function POST(request: Request) {
  const { revalidateSecrets } = siteConfig();
  if (revalidateSecrets.length === 0) return answer({ error: 'Not found.' }, 404);

  const secret = matchingSecret(request.headers.get('authorization'), revalidateSecrets);
  if (!secret) {
    logRefusedRevalidation();
    return answer({ error: 'A valid bearer token is required.' }, 401, { 'WWW-Authenticate': 'Bearer' });
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer({ error: 'The body must be JSON.' }, 400);
  }
  const parsed = parseTarget(body);
  if (!parsed.ok) return answer({ error: 'Invalid body.', problems: parsed.problems }, 400);

  const tags = tagsOf(parsed.target);
  // Expired, not marked stale ('max'): the editor expects the very next request to show the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expireSiteSearch();
  siteListEnds().forget();
  logRevalidation(tags, secret.name);
  return answer({ revalidated: tags }, 200);
}
