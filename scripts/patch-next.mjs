// Runs after every `npm install` (package.json's `postinstall`), on whatever Node the machine
// has: plain JavaScript. It changes one expression in the installed Next, in every file that
// holds it, and says so; it is idempotent, and fails the install when the Next it finds has the
// code neither as written nor as changed (an upgrade moved it: see docs/performance.md).
//
// Next's IncrementalCache.set measures every entry it is given with JSON.stringify, to warn
// about data-cache entries over 2 MB. The figure is read only for a data-cache entry with Next's
// own cache handler, yet it is worked out for every page stored, whose payload buffers
// JSON.stringify writes out as arrays of numbers: 1.5 to 2.5 ms of CPU for each page made (a
// third of what Next's caches cost a news list made again; scripts/bench-render.ts). The change
// works the figure out only for a data-cache entry (an upstream answer's text), and in the
// minified runtimes that serve the pages only where it is read; what Next does is the same.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NEXT_DIST = path.join(process.cwd(), 'node_modules', 'next', 'dist');

/** As Next's minified runtimes write it (the names differ from one bundle to another). */
const MINIFIED =
  /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152&&!this\.hasCustomCacheHandler&&!\3\.isImplicitBuildTimeCache\)/g;
const MINIFIED_CHANGED =
  /let \w+;if\(\w+\.fetchCache&&!this\.hasCustomCacheHandler&&!\w+\.isImplicitBuildTimeCache&&\(\w+=JSON\.stringify\(\w+\)\.length\)>2097152\)/;

/** As its readable builds (dist/server, dist/esm/server) write it. */
const READABLE =
  /const itemSize = JSON\.stringify\(data\)\.length;\n(\s*)if \(ctx\.fetchCache && itemSize > 2 \* 1024 \* 1024 && /g;
const READABLE_CHANGED =
  /let itemSize;\n\s*if \(ctx\.fetchCache && \(itemSize = JSON\.stringify\(data\)\.length\) > 2 \* 1024 \* 1024 && /;

/** `source` with the measurement made only where it is read. */
export function patchSource(source) {
  return source
    .replace(
      MINIFIED,
      (_, size, data, context) =>
        `let ${size};if(${context}.fetchCache&&!this.hasCustomCacheHandler&&!${context}.isImplicitBuildTimeCache&&(${size}=JSON.stringify(${data}).length)>2097152)`,
    )
    .replace(
      READABLE,
      (_, indent) =>
        `let itemSize;\n${indent}if (ctx.fetchCache && (itemSize = JSON.stringify(data).length) > 2 * 1024 * 1024 && `,
    );
}

export const isPatched = (source) => MINIFIED_CHANGED.test(source) || READABLE_CHANGED.test(source);

/** The .js files under `folder`, recursively. */
function javaScriptFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/** Changes every file of Next that holds the measurement; the files changed and those changed before. */
export function patchNext(nextDist = NEXT_DIST) {
  const changed = [];
  const already = [];
  for (const file of javaScriptFiles(nextDist)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('JSON.stringify(') || (!source.includes('2097152') && !source.includes('2 * 1024 * 1024')))
      continue;
    const patched = patchSource(source);
    if (patched !== source) {
      // A new file put in its place: node_modules may be linked to another copy's.
      writeFileSync(`${file}.patching`, patched);
      renameSync(`${file}.patching`, file);
      changed.push(file);
    } else if (isPatched(source)) {
      already.push(file);
    }
  }
  return { changed, already };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { changed, already } = patchNext();
  if (changed.length + already.length === 0) {
    console.error(
      'patch-next: no file of the installed Next measures cache entries as scripts/patch-next.mjs expects; see docs/performance.md',
    );
    process.exit(1);
  }
  console.log(`patch-next: ${changed.length} file(s) of Next changed, ${already.length} changed before`);
}
