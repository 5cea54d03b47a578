/**
 * A second release of the working tree, for the rollout test (e2e/rollout.spec.ts): the tree
 * copied beside it with one client module changed, as any release changes one, and built. Its
 * build files then have other names than the first release's, and its build another id.
 *
 *   node scripts/second-release.ts     (with the variables the build needs, as the tests give them)
 *
 * The copy is outside the project, so that no linter, type check or test runner reads it twice;
 * its node_modules are hard links to the project's, made in a second.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the second release is built: one folder per checkout. */
export const SECOND_RELEASE_DIR = path.join(
  os.tmpdir(),
  `site-second-release-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`,
);

/** The client module the second release changes: in the header of every page. */
const CHANGED_MODULE = 'components/layout/language-switcher/language-switcher.tsx';

/** What the second release's language menu says of itself in every page's HTML. */
export const SECOND_RELEASE_MARK = 'data-release="second"';

export type Release = 'first' | 'second';

/** Which release made a page. */
export const releaseOf = (html: string): Release => (html.includes(SECOND_RELEASE_MARK) ? 'second' : 'first');

/** Every build file a page names, in its markup and in its payload. */
export const buildFilesOf = (html: string): string[] => [...new Set(html.match(/\/_next\/static\/[^"'\\\s)]+/g) ?? [])];

/** What is not the tree: installed, built, or written by tests. */
const NOT_COPIED = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage', 'out']);

export function buildSecondRelease(env: NodeJS.ProcessEnv = process.env): void {
  rmSync(SECOND_RELEASE_DIR, { recursive: true, force: true });
  cpSync(ROOT, SECOND_RELEASE_DIR, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(ROOT, source).split(path.sep)[0]!;
      return !NOT_COPIED.has(name) && !name.startsWith('.next') && !name.startsWith('.demo-upstream-cache');
    },
  });
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(SECOND_RELEASE_DIR, 'node_modules')]);

  const changed = path.join(SECOND_RELEASE_DIR, CHANGED_MODULE);
  const source = readFileSync(changed, 'utf8');
  const marked = source.replace('<nav aria-label={label}>', `<nav aria-label={label} ${SECOND_RELEASE_MARK}>`);
  if (marked === source) throw new Error(`second-release: ${CHANGED_MODULE} no longer has the element it marks`);
  writeFileSync(changed, marked);

  execFileSync(process.execPath, [path.join(SECOND_RELEASE_DIR, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: SECOND_RELEASE_DIR,
    // Into its own `.next`, whatever folder the first release was built into.
    env: { ...env, NEXT_DIST_DIR: '.next', NEXT_OUTPUT_STANDALONE: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

if (import.meta.main) buildSecondRelease();
