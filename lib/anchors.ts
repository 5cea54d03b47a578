/**
 * The fragments that name a state of a page a reader may pass on: a photo of an album open in
 * the lightbox (`#photo-3`, counted from 1), a video playing (`#video-405`, its id), a FAQ
 * question open (`#question-7`, its id). Fragments, not query parameters: the page cache keeps
 * one render per path (proxy.ts, lib/routes.ts), and a fragment never reaches the server, so
 * every photo, video and question of a page is served by that page's one cached render.
 */

const ANCHOR_KINDS = ['photo', 'video', 'question'] as const;

export type AnchorKind = (typeof ANCHOR_KINDS)[number];

const anchor = (kind: AnchorKind) => (number: number) => `${kind}-${number}`;

/** Photo `position` of an album, from 1: its photos have no ids, their order is their identity. */
export const photoAnchor = anchor('photo');
export const videoAnchor = anchor('video');
export const faqQuestionAnchor = anchor('question');

/**
 * The number a fragment (`#photo-3` or `photo-3`) names for `kind`, or null: written as the
 * site writes it (decimal digits, no leading zero), so that one state has one address.
 */
export function anchorNumber(hash: string, kind: AnchorKind): number | null {
  const match = new RegExp(`^#?${kind}-([1-9]\\d{0,8})$`).exec(hash);
  return match ? Number(match[1]) : null;
}

/** Whether a fragment (`#photo-3` or `photo-3`) names a state: not a place in the page (`#main-content`). */
export function isStateAnchor(hash: string): boolean {
  return ANCHOR_KINDS.some((kind) => anchorNumber(hash, kind) !== null);
}

/** `href` with its fragment set to `fragment`, or without one when it is null. */
export function withAnchor(href: string, fragment: string | null): string {
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  return fragment ? `${base}#${fragment}` : base;
}
