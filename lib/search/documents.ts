import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { faqQuestionAnchor } from '@/lib/anchors';
import { VIDEOS } from '@/lib/kinds';
import { pagedHref, routes } from '@/lib/routes';
import { SITE_CONTACTS } from '@/lib/site';
import { htmlToText } from '@/lib/html-text';
import { summarize } from '@/lib/seo/text';
import { COLLECTIONS_WITH_PAGES, getFaqList, getServiceList, wholeCollections } from '@/lib/upstream';
import { fingerprintOf, type SearchKind, type SearchSource } from './search-index';

/** Characters of an item's text that are indexed and shown: enough for any passage a visitor would look for. */
const TEXT_LENGTH = 5000;

/** The paged collections the search covers, besides services, FAQ questions and the fixed pages (docs/search.md). */
const SEARCHED_COLLECTIONS = [...COLLECTIONS_WITH_PAGES, 'videos'] as const;

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
  const [{ news, articles, albums, videos, competitions, courses, advertisements, branches, offices }, services, faq] =
    await Promise.all([wholeCollections(locale, SEARCHED_COLLECTIONS), getServiceList(locale), getFaqList(locale)]);
  return [
    ...news.map((item) =>
      source('news', item, routes.newsDetails(item.id), item.publishedAt, () =>
        [item.description, htmlToText(item.contentHtml)].filter(Boolean).join(' '),
      ),
    ),
    ...articles.map((item) =>
      source('article', item, routes.articleDetails(item.id), item.publishedAt, () => htmlToText(item.contentHtml)),
    ),
    ...albums.map((item) => source('album', item, routes.galleryDetails(item.id), null, () => '')),
    // A video plays in its list: found, it leads to the page of the list that holds it.
    ...videos.map((item, index) =>
      source('video', item, pagedHref(routes.videos(), Math.floor(index / VIDEOS.pageSize) + 1), null, () => ''),
    ),
    ...competitions.map((item) =>
      source('competition', item, routes.competitionDetails(item.id), item.startsAt, () =>
        htmlToText(item.descriptionHtml),
      ),
    ),
    ...courses.map((item) =>
      source('lesson', item, routes.lessonDetails(item.id), item.createdAt, () =>
        [item.courseType, item.categoryName, htmlToText(item.descriptionHtml)].join(' '),
      ),
    ),
    ...advertisements.map((item) =>
      source('advertisement', item, routes.advertisementDetails(item.id), item.createdAt, () =>
        [item.category, htmlToText(item.descriptionHtml)].filter(Boolean).join(' '),
      ),
    ),
    ...branches
      .filter((item) => item.isActive)
      .map((item) =>
        source('branch', item, routes.branchDetails(item.id), item.addedAt, () => htmlToText(item.descriptionHtml)),
      ),
    ...offices
      .filter((item) => item.isActive)
      .map((item) =>
        source('office', item, routes.officeDetails(item.id), item.addedAt, () => htmlToText(item.descriptionHtml)),
      ),
    ...services.items.map((item) =>
      source('service', item, routes.serviceDetails(item.id), null, () =>
        item.descriptionHtml ? htmlToText(item.descriptionHtml) : '',
      ),
    ),
    ...faq.items.map((item) =>
      source('faq', { ...item, title: item.question }, `${routes.faq()}#${faqQuestionAnchor(item.id)}`, null, () =>
        htmlToText(item.answerHtml),
      ),
    ),
    ...(await fixedPages(locale)),
  ];
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
