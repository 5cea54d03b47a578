import { escapeXml } from './xml';

export interface FeedItem {
  title: string;
  link: string;
  publishedAt: string;
  description: string;
}

export interface Feed {
  title: string;
  /** The page the feed follows. */
  link: string;
  /** The feed's own address. */
  self: string;
  description: string;
  /** BCP 47 language tag. */
  language: string;
  items: readonly FeedItem[];
}

/** RSS 2.0, with an Atom self link as feed validators ask for. */
export function renderRss(feed: Feed): string {
  const items = feed.items.map(
    (item) =>
      `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link>` +
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>` +
      `<description>${escapeXml(item.description)}</description></item>`,
  );
  return [
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}
