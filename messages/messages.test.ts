import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';
import tm from './tm.json';

/** Every key path of a messages object: `Site.name`, `Pager.next`, ... */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value) => (value && typeof value === 'object' ? leaves(value) : [value]));
}

describe('messages', () => {
  const reference = keyPaths(en).sort();

  it.each([
    ['ru', ru],
    ['tm', tm],
  ])('%s has exactly the keys of en, none missing and none extra', (_, messages) => {
    expect(keyPaths(messages).sort()).toEqual(reference);
  });

  it.each([
    ['en', en],
    ['ru', ru],
    ['tm', tm],
  ])('%s has no empty text', (_, messages) => {
    for (const text of leaves(messages)) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
  });

  it('keeps the not-found texts of the specification in English', () => {
    expect(en.NotFound.title).toBe('Oops! Page Not Found');
    expect(en.NotFound.text).toBe(
      'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
    );
    expect(en.NotFound.backHome).toBe('Back to Home');
  });
});
