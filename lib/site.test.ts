import { describe, expect, it } from 'vitest';
import { phoneHref } from './site';

describe('phoneHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(phoneHref('+993 12 44-55-25')).toBe('tel:+99312445525');
  });
});
