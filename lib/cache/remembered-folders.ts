/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import path from 'node:path';
import type { CacheFs } from './next-cache.ts';
import { processWide } from './process-wide.ts';

/**
 * Next's file system for its page cache, which makes a page's folders again (a recursive
 * `mkdir` each) for every file of every page and upstream answer it stores, a part of the caches'
 * CPU that scripts/bench-render.ts prints for a page made again. Folders made once in this process are not made
 * again; a file whose folder is gone since (a cache emptied by hand) makes it again and is
 * written once more.
 */
export function withFoldersRemembered(fs: CacheFs, made: Set<string> = foldersMade()): CacheFs {
  const mkdir = async (folder: string) => {
    if (made.has(folder)) return;
    await fs.mkdir(folder);
    made.add(folder);
  };
  const again = async <T>(file: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const folder = path.dirname(file);
      made.delete(folder);
      await mkdir(folder);
      return write();
    }
  };
  return {
    ...fs,
    mkdir,
    writeFile: (file, data) => again(file, () => fs.writeFile(file, data)),
    ...(fs.writeFileAtomic
      ? { writeFileAtomic: (file: string, data: unknown) => again(file, () => fs.writeFileAtomic!(file, data)) }
      : {}),
  };
}

/** This process's folders made, whichever copy of this module made them. */
const foldersMade = () => processWide('cacheFoldersMade', () => new Set<string>());
