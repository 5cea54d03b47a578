import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/*
 * The release step that publishes a build's files for nginx, run as operators run it
 * (`sh publish-static.sh TARGET SOURCE`), on build folders made here.
 */

const script = fileURLToPath(new URL('./publish-static.sh', import.meta.url));
let workspace: string;

beforeEach(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'publish-static-'));
});

afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
});

/** A build's static folder under `workspace`, holding `files` (path: text). */
function build(name: string, files: Record<string, string>): string {
  const folder = path.join(workspace, name, 'static');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const publish = (target: string, source: string, env: Record<string, string> = {}) =>
  promisify(execFile)('sh', [script, target, source], { cwd: workspace, env: { ...process.env, ...env } });

describe('publish-static.sh', () => {
  it("publishes a build whose id begins with '-', text files gzipped beside themselves, to a relative TARGET", async () => {
    // Next's build ids are random letters, digits, `-` and `_`: one in 32 begins with `-`.
    const source = build('release', {
      '-HwDmTGdSokX0WmCRFMnv/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
      'chunks/page-1a2b.js': 'console.log("page")',
      'media/font-3c4d.woff2': 'not text',
    });
    const { stdout } = await publish('served', source);

    const published = path.join(workspace, 'served', '_next', 'static');
    expect(stdout).toContain(`3 files of this release in ${published}`);
    for (const file of ['-HwDmTGdSokX0WmCRFMnv/_buildManifest.js', 'chunks/page-1a2b.js']) {
      const text = readFileSync(path.join(source, file), 'utf8');
      expect(readFileSync(path.join(published, file), 'utf8'), file).toBe(text);
      expect(gunzipSync(readFileSync(path.join(published, `${file}.gz`))).toString(), file).toBe(text);
    }
    expect(readFileSync(path.join(published, 'media/font-3c4d.woff2'), 'utf8')).toBe('not text');
    expect(existsSync(path.join(published, 'media/font-3c4d.woff2.gz'))).toBe(false);
    // The relative TARGET is the caller's folder, never one inside the build's files.
    expect(existsSync(path.join(source, 'served'))).toBe(false);
  });

  it("keeps an earlier release's files, and removes those no release has published for KEEP_DAYS days", async () => {
    const target = path.join(workspace, 'served');
    const published = path.join(target, '_next', 'static');
    await publish(target, build('first', { 'chunks/first.js': 'first', 'chunks/old.js': 'old' }));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const file of ['chunks/old.js', 'chunks/old.js.gz'])
      utimesSync(path.join(published, file), eightDaysAgo, eightDaysAgo);

    const { stdout } = await publish(target, build('second', { 'chunks/second.js': 'second' }), { KEEP_DAYS: '7' });

    expect(stdout).toContain('2 older ones removed');
    expect(readFileSync(path.join(published, 'chunks/first.js'), 'utf8')).toBe('first');
    expect(readFileSync(path.join(published, 'chunks/second.js'), 'utf8')).toBe('second');
    expect(existsSync(path.join(published, 'chunks/old.js'))).toBe(false);
  });
});
