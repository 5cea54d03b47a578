import 'server-only';
import { ConfigError, upstreamConfig } from './config';

export function exitOnBadEnvironment(): void {
  try {
    upstreamConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The site cannot start. ${error.message}`);
    process.exit(1);
  }
}
