/** Checks the environment once when the server starts, so a bad variable fails loudly and early. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnBadEnvironment } = await import('./lib/upstream/check-environment');
    exitOnBadEnvironment();
  }
}
