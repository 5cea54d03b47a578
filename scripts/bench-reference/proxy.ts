import { NextResponse, type NextRequest } from 'next/server';

/**
 * `/<locale>/proxied/<path>` served as `/<locale>/<path>`: a proxy that only rewrites, as the site's
 * proxy.ts rewrites a search to the page of its results. Beside the same page asked for directly,
 * what Next itself costs to run a proxy and route its rewrite (scripts/bench-render.ts). No other
 * path runs it.
 */
export default function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/^\/([^/]+)\/proxied\//, '/$1/');
  return NextResponse.rewrite(url);
}

export const config = { matcher: '/:locale/proxied/:path*' };
