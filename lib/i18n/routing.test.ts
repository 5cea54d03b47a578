import { describe, expect, it } from 'vitest';
import { localeOfPath } from './routing';

describe('localeOfPath', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/ru/faq')).toBe('ru');
    expect(localeOfPath('/tm')).toBe('tm');
    expect(localeOfPath('/api/en')).toBeUndefined();
    expect(localeOfPath('/english/news')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });
});
