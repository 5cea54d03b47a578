import type { getTranslations } from 'next-intl/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { MessageKey, NamespaceWith } from './messages';

// What these check is the type check (`npm run typecheck`): each `@ts-expect-error` fails it
// once a wrong key would pass, for example if the messages were untyped again.
const siteName: MessageKey = 'Site.name';
// @ts-expect-error: a message English does not have
const missing: MessageKey = 'Site.noSuchMessage';

type SiteTranslator = Awaited<ReturnType<typeof getTranslations<'Site'>>>;
const inSite: Parameters<SiteTranslator>[0] = 'name';
// @ts-expect-error: a key of another namespace
const elsewhere: Parameters<SiteTranslator>[0] = 'Site.name';

const withTitle: NamespaceWith<'title'> = 'News';
// @ts-expect-error: the site's messages have no title
const withoutTitle: NamespaceWith<'title'> = 'Site';

describe('typed messages', () => {
  it('name messages by the keys English has', () => {
    expect([siteName, missing, inSite, elsewhere, withTitle, withoutTitle]).toEqual([
      'Site.name',
      'Site.noSuchMessage',
      'name',
      'Site.name',
      'News',
      'Site',
    ]);
    expect(en.Site.name).toBeTypeOf('string');
    expect(en.News.title).toBeTypeOf('string');
    expect('title' in en.Site).toBe(false);
  });
});
