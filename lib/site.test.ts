import { describe, expect, it } from 'vitest';
import { phoneAfter, phoneHref } from './site';

describe('phoneHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(phoneHref('+993 12 44-55-25')).toBe('tel:+99312445525');
  });
});

describe('phoneAfter', () => {
  it('writes a number of the same switchboard by its last group, and any other whole', () => {
    expect(phoneAfter('+993 12 44-55-25', '+993 12 44-55-26')).toBe('26');
    expect(phoneAfter('+993 12 44-55-25', '+993 12 44-55-30')).toBe('30');
    expect(phoneAfter('+993 12 44-55-25', '+993 12 44-56-30')).toBe('+993 12 44-56-30');
    expect(phoneAfter('+993 12 44-55-25', '+993 12 445530')).toBe('+993 12 445530');
  });
});
