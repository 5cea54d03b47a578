// Runs on whatever Node the machine has (Node 20 on a fresh machine): it must stay plain
// JavaScript. It installs the dependencies when they are missing or older than the
// manifests; the project's own Node 24 then comes from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';

const STAMP = 'node_modules/.install-stamp';
const MANIFESTS = ['package.json', 'package-lock.json'];

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const upToDate = existsSync(STAMP) && MANIFESTS.every((file) => mtime(file) <= mtime(STAMP));

if (!upToDate) {
  console.log('Installing dependencies (npm install)…');
  // `npm ci` refuses lock files written on this platform (see README, "Installing").
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
