/** Checks the environment once when the server starts, so a bad variable fails loudly and early. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ConfigError, upstreamConfig } = await import('./lib/upstream/config');
  try {
    upstreamConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The site cannot start. ${error.message}`);
    process.exit(1);
  }
}
