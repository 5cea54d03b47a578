/*
 * Secrets given as files (Docker and Compose secrets, Kubernetes secret volumes): `NAME_FILE`
 * names a file whose content is NAME, so that the secret is in no process listing, `docker
 * inspect` or crash report of the environment. Read once when the server starts, before anything
 * reads the environment (instrumentation.ts). No `server-only` and no `@/` imports: the check
 * runs before Next has loaded anything else.
 */
import { readFileSync } from 'node:fs';

/** The variables that may be given as files: every secret the site reads (README, Environment). */
export const SECRET_VARIABLES = [
  'CONTENT_API_TOKEN',
  'REVALIDATE_SECRET',
  'REVALIDATE_SECRET_PREVIOUS',
  'STATUS_SECRET',
  'REDIS_URL',
  'REDIS_PASSWORD',
  'REDIS_SENTINEL_PASSWORD',
] as const;

export class SecretFileError extends Error {
  override name = 'SecretFileError';
}

type Environment = Record<string, string | undefined>;

/**
 * The secrets `env` gives as files, read: a name for each `NAME_FILE` that is set. The file's
 * trailing white space is dropped, since `echo secret > file` ends it with a line break. A file
 * that cannot be read or is empty, or a secret given both ways with another value, throws,
 * naming the variables (never the secret).
 */
export function readSecretFiles(
  env: Environment,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Partial<Record<(typeof SECRET_VARIABLES)[number], string>> {
  const secrets: Partial<Record<(typeof SECRET_VARIABLES)[number], string>> = {};
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`];
    if (!path) continue;
    let value: string;
    try {
      value = readFile(path).replace(/\s+$/, '');
    } catch (error) {
      const reason = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
      throw new SecretFileError(`Invalid environment: ${name}_FILE: cannot read ${path} (${reason})`);
    }
    if (!value) throw new SecretFileError(`Invalid environment: ${name}_FILE: ${path} is empty`);
    // Equal once this has run: the server reads its environment again after a reload.
    if (env[name] && env[name] !== value) {
      throw new SecretFileError(`Invalid environment: ${name}, ${name}_FILE: set one of them, not both`);
    }
    secrets[name] = value;
  }
  return secrets;
}

/** Puts the secrets given as files into `env` (the process's), where every reader finds them. */
export function loadSecretFiles(env: Environment = process.env): void {
  Object.assign(env, readSecretFiles(env));
}
