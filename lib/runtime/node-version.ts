/*
 * The Node the site needs, checked first when the server starts (instrumentation.ts). Plain, with
 * no `server-only` and no imports: it must load on any Node, however old, to say which one it needs.
 */

/** The oldest Node the site runs on; package.json's `engines`, `.nvmrc`, the `node` dev dependency and the Dockerfile agree (node-version.test.ts). */
export const REQUIRED_NODE_VERSION = '24.0.0';

type Version = [major: number, minor: number, patch: number];

/** `24.11.1`, `v24.11.1`, `24` or `25.0.0-nightly…`: the numbers before any pre-release tag; undefined if none. */
export function parseNodeVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function isOlder(running: Version, required: Version): boolean {
  for (let part = 0; part < required.length; part++) {
    if (running[part]! !== required[part]!) return running[part]! < required[part]!;
  }
  return false;
}

/**
 * Why this Node cannot run the site, or undefined when it can. A version that cannot be read
 * passes: stopping a runtime that may work would be worse than the 500s this check prevents.
 */
export function nodeVersionProblem(
  running: { version: string; executable: string },
  required: string = REQUIRED_NODE_VERSION,
): string | undefined {
  const requiredVersion = parseNodeVersion(required);
  if (!requiredVersion) throw new Error(`Not a Node version: ${required}`);
  const runningVersion = parseNodeVersion(running.version);
  if (!runningVersion || !isOlder(runningVersion, requiredVersion)) return undefined;
  const major = requiredVersion[0];
  return [
    `The site cannot start: it needs Node ${required} or newer, and ${running.executable} is Node ${running.version}.`,
    `Run it with the project's own Node ${major}, which \`npm install\` puts in node_modules/.bin:`,
    `  npm start, or npm run serve (npm puts node_modules/.bin first on the PATH), or`,
    `  node_modules/.bin/node node_modules/.bin/next start`,
    `or install Node ${major} (the version in .nvmrc: \`nvm install\`) and start the server with it.`,
  ].join('\n');
}
