import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';

const TOKENS = readFileSync(path.resolve(import.meta.dirname, '../styles/_tokens.scss'), 'utf8');

describe('PALETTE', () => {
  it.each(Object.entries(PALETTE))("%s is the style sheets' token", (name, value) => {
    expect(new RegExp(`'${name}': (#[0-9a-f]{6}),`).exec(TOKENS)?.[1]).toBe(value);
  });
});
