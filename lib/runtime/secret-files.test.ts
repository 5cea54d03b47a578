import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretFiles, readSecretFiles, SECRET_VARIABLES } from './secret-files';

const folder = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A secret file as Docker and Kubernetes mount them, its content as given. */
function secretFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

describe('readSecretFiles', () => {
  it('reads each NAME_FILE as NAME, without the line break `echo` ends a file with', () => {
    const token = secretFile('token', 'publisher-token-0123\n');
    const redis = secretFile('redis', 'redis://:pa ss@cache.internal:6379\r\n');
    expect(readSecretFiles({ CONTENT_API_TOKEN_FILE: token, REDIS_URL_FILE: redis, OTHER: 'x' })).toEqual({
      CONTENT_API_TOKEN: 'publisher-token-0123',
      REDIS_URL: 'redis://:pa ss@cache.internal:6379',
    });
  });

  it('reads only the secrets it knows, and none when no file is named', () => {
    const file = secretFile('site-url', 'https://www.example.tm');
    expect(readSecretFiles({ SITE_URL_FILE: file, CONTENT_API_TOKEN_FILE: '' })).toEqual({});
    expect(SECRET_VARIABLES).toEqual(
      expect.arrayContaining(['CONTENT_API_TOKEN', 'REVALIDATE_SECRET', 'REVALIDATE_SECRET_PREVIOUS', 'STATUS_SECRET']),
    );
  });

  it('names the variable and the file, never the secret, when the file cannot be read or is empty', () => {
    const missing = path.join(folder, 'missing');
    expect(() => readSecretFiles({ REVALIDATE_SECRET_FILE: missing })).toThrow(
      `Invalid environment: REVALIDATE_SECRET_FILE: cannot read ${missing} (ENOENT)`,
    );
    const empty = secretFile('empty', ' \n');
    expect(() => readSecretFiles({ STATUS_SECRET_FILE: empty })).toThrow(
      `Invalid environment: STATUS_SECRET_FILE: ${empty} is empty`,
    );
  });

  it('refuses a secret given both ways with two values, and takes it given both ways with one', () => {
    const file = secretFile('hook', 'hook-secret-from-file-0123');
    let message = '';
    try {
      readSecretFiles({ REVALIDATE_SECRET: 'hook-secret-from-environment', REVALIDATE_SECRET_FILE: file });
    } catch (error) {
      message = String(error);
    }
    expect(message).toBe(
      'SecretFileError: Invalid environment: REVALIDATE_SECRET, REVALIDATE_SECRET_FILE: set one of them, not both',
    );
    expect(message).not.toContain('hook-secret');
    expect(readSecretFiles({ REVALIDATE_SECRET: 'hook-secret-from-file-0123', REVALIDATE_SECRET_FILE: file })).toEqual({
      REVALIDATE_SECRET: 'hook-secret-from-file-0123',
    });
  });
});

describe('loadSecretFiles', () => {
  it('puts the secrets into the environment it is given, and can run again', () => {
    const env: Record<string, string | undefined> = {
      CONTENT_API_TOKEN_FILE: secretFile('token-2', 'publisher-token-4567\n'),
    };
    loadSecretFiles(env);
    loadSecretFiles(env);
    expect(env.CONTENT_API_TOKEN).toBe('publisher-token-4567');
  });
});
