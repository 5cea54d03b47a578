import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { KIND_SOURCES } from '@/lib/kinds/sources';
import { routes } from '@/lib/routes';
import { SITE_CONTACTS } from '@/lib/site';
import { summarize } from '@/lib/seo/text';
import { fingerprintOf, type SearchKind, type SearchSource } from './search-index';

/** Characters of an item's text that are indexed and shown: enough for any passage a visitor would look for. */
const TEXT_LENGTH = 5000;

interface Item {
  id: number | string;
  title: string;
}

/** A source that makes its document (and strips its HTML) only when asked. */
function source(kind: SearchKind, item: Item, href: string, date: string | null, text: () => string): SearchSource {
  const id = `${kind}:${item.id}`;
  return {
    id,
    fingerprint: () => fingerprintOf(item),
    document: () => ({ id, kind, title: item.title, text: summarize(text(), TEXT_LENGTH), date, href }),
  };
}

/**
 * Everything the site search finds in one language, read from the same lists the pages
 * show, page after page. Places not open yet are left out: the site links to them nowhere.
 * Throws when an upstream fails, so that the last good index stays.
 */
export async function searchSources(locale: Locale): Promise<SearchSource[]> {
  const kinds = await Promise.all(
    KIND_SOURCES.map(async ({ kind, searchEntries }) =>
      (await searchEntries(locale)).map(({ item, href, date, text }) =>
        source(kind.searchKind, item, href, date, text),
      ),
    ),
  );
  return [...kinds.flat(), ...(await fixedPages(locale))];
}

/** The site's own pages whose words are the site's (messages/), not the upstreams': about, contact, accessibility. */
async function fixedPages(locale: Locale): Promise<SearchSource[]> {
  const { Site, About, Contact, Accessibility } = (await import(`../../messages/${locale}.json`)).default;
  const { title: accessibilityTitle, ...accessibility } = Accessibility as Record<string, string>;
  const pages = [
    { id: 'about', title: About.title, href: routes.about(), text: [About.heading, About.description] },
    {
      id: 'contact',
      title: Contact.title,
      href: routes.contact(),
      text: [Site.postalAddress, ...SITE_CONTACTS.phones, SITE_CONTACTS.email],
    },
    {
      id: 'accessibility',
      title: accessibilityTitle,
      href: routes.accessibility(),
      text: Object.values(accessibility),
    },
  ];
  return pages.map(({ href, text, ...page }) => {
    // The text is part of the item, so that the fingerprint changes with it.
    const item: Item & { text: string } = { ...page, text: text.join(' ') };
    return source('page', item, href, null, () => item.text);
  });
}
