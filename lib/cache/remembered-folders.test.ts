import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { withFoldersRemembered } from './remembered-folders';

const root = mkdtempSync(path.join(tmpdir(), 'cache-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('withFoldersRemembered', () => {
  it('makes each folder once, however many files are written in it', async () => {
    const mkdir = vi.fn(nodeFs.mkdir);
    const fs = withFoldersRemembered({ ...nodeFs, mkdir }, new Set());
    const folder = path.join(root, 'once', 'en', 'news');
    for (const name of ['1.html', '1.rsc', '1.meta']) {
      await fs.mkdir(folder);
      await fs.writeFile(path.join(folder, name), name);
    }
    expect(mkdir).toHaveBeenCalledTimes(1);
    expect(readFileSync(path.join(folder, '1.meta'), 'utf8')).toBe('1.meta');
  });

  it('makes a folder removed since again, and writes the file in it', async () => {
    const mkdir = vi.fn(nodeFs.mkdir);
    const fs = withFoldersRemembered({ ...nodeFs, mkdir }, new Set());
    const folder = path.join(root, 'emptied', 'en');
    await fs.mkdir(folder);
    rmSync(path.join(root, 'emptied'), { recursive: true });
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'page.html'), 'again');
    expect(readFileSync(path.join(folder, 'page.html'), 'utf8')).toBe('again');
    rmSync(path.join(root, 'emptied'), { recursive: true });
    expect(await fs.writeFileAtomic!(path.join(folder, 'page.html'), 'atomic')).toBe(true);
    expect(readFileSync(path.join(folder, 'page.html'), 'utf8')).toBe('atomic');
    expect(mkdir).toHaveBeenCalledTimes(3);
  });

  it('passes on other failures', async () => {
    const fs = withFoldersRemembered(nodeFs, new Set());
    const file = path.join(root, 'a-file');
    await fs.writeFile(file, 'x');
    // A folder where a file is: not a missing folder, so no retry hides it.
    await expect(fs.writeFile(path.join(file, 'inside'), 'y')).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(existsSync(path.join(file, 'inside'))).toBe(false);
  });
});
