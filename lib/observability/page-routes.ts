/*
 * Which route a request's path is for, as a pattern (`/[locale]/news-details/[id]`): the label
 * of its metrics and log lines. Patterns come from the build's own routes manifest, so that they
 * are Next's routing and nothing else; an address outside them is `other`. No `server-only` and
 * no `@/` imports: the server's request hook loads this before any bundle.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { processWide } from '../cache/process-wide.ts';

/** The parts of `<distDir>/routes-manifest.json` read here. */
export interface RoutesManifest {
  staticRoutes: Array<{ page: string }>;
  /** Most specific first, as Next matches them. */
  dynamicRoutes: Array<{ page: string; regex: string }>;
}

/** The label of an address no route of the site matches. */
export const OTHER_ROUTE = 'other';

/** Next's own files, whatever follows: labelled by their prefix, never by the file. */
const NEXT_PREFIXES = ['/_next/static', '/_next/image', '/_next/data', '/_next'] as const;

/**
 * Turns a path into its route's pattern. Public files (`/icons/search.svg`) are their own route:
 * Next serves them before any page, so a catch-all page's pattern must not claim them.
 */
export function routeMatcher(manifest: RoutesManifest, publicFiles: ReadonlySet<string> = new Set()) {
  const exact = new Map<string, string>();
  for (const { page } of manifest.staticRoutes) {
    exact.set(page, page);
    exact.set(`${page}/`, page);
  }
  const dynamic = manifest.dynamicRoutes.map(({ page, regex }) => ({ page, pattern: new RegExp(regex) }));
  return (pathname: string): string => {
    const found = exact.get(pathname);
    if (found) return found;
    if (pathname.startsWith('/_next/')) {
      return NEXT_PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))!;
    }
    if (publicFiles.has(pathname)) return '/[public file]';
    for (const { page, pattern } of dynamic) if (pattern.test(pathname)) return page;
    return OTHER_ROUTE;
  };
}

/** Every file under `publicDir`, as the path it is served at. */
export function publicFilePaths(publicDir: string): Set<string> {
  try {
    return new Set(
      readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
        ),
    );
  } catch {
    return new Set();
  }
}

/**
 * The matcher of the build the server runs (`distDir`, relative to the server's folder, as Next
 * takes it); one that labels everything `other` where there is no build yet.
 */
export function loadRouteMatcher(root: string, distDir: string): (pathname: string) => string {
  let manifest: RoutesManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  } catch {
    return () => OTHER_ROUTE;
  }
  return routeMatcher(manifest, publicFilePaths(path.join(root, 'public')));
}

/** The running server's matcher: its folder and build, read once per process. */
export const siteRouteOf = (pathname: string): string =>
  processWide('routeMatcher', () => loadRouteMatcher(process.cwd(), process.env.NEXT_DIST_DIR || '.next'))(pathname);
