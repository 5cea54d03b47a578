import 'server-only';
import { readRedisConfig } from '@/lib/cache/shared-cache';
import { readObservabilityConfig } from '@/lib/observability/config';
import { loadSecretFiles, SecretFileError } from '@/lib/runtime/secret-files';
import { ConfigError, siteConfig } from '@/lib/runtime/site-config';

/**
 * Reads the secrets given as files into the environment, then stops the server, naming the
 * variable, on a bad environment, or when the media hosts differ from the build's: the image
 * optimiser's hosts are fixed at build time and would refuse them.
 */
export function exitOnBadEnvironment(): void {
  try {
    loadSecretFiles(process.env);
    const { mediaOrigins } = siteConfig();
    try {
      // Read by the cache handler when Next makes it; checked here so that a bad one stops the server.
      readRedisConfig(process.env);
    } catch (error) {
      throw new ConfigError(error instanceof Error ? error.message : String(error));
    }
    readObservabilityConfig(process.env);
    const built = process.env.BUILT_MEDIA_ORIGINS;
    if (built !== undefined && built !== mediaOrigins.join(' ')) {
      throw new ConfigError(
        `Invalid environment: MEDIA_BASE_URL, MEDIA_HOSTS: the build allows pictures from ${built || 'no host'}, not from ${mediaOrigins.join(' ')}; build again with these values`,
      );
    }
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof SecretFileError)) throw error;
    console.error(`The site cannot start. ${error.message}`);
    process.exit(1);
  }
}
