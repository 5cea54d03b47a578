import { describe, expect, it } from 'vitest';
import { phoneHref, SITE_CONTACTS } from './site';

describe('phoneHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(phoneHref('+993 12 44-55-25')).toBe('tel:+99312445525');
  });
});

describe('SITE_CONTACTS', () => {
  it('writes the second number as the suffix that differs from the first', () => {
    const [first, second] = SITE_CONTACTS.phones;
    const suffix = SITE_CONTACTS.secondPhoneSuffix;
    expect(second.endsWith(suffix)).toBe(true);
    expect(second.slice(0, -suffix.length)).toBe(first.slice(0, -suffix.length));
  });
});
