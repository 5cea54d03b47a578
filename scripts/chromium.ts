/**
 * Debian's Chromium, which the browser tests and the benchmark's Lighthouse drive (never a
 * browser downloaded by a tool), and the flags it needs on these machines (see NOTES.md).
 * CHROMIUM_PATH points at another one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
