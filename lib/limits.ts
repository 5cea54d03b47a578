/** The numbers of SPEC.md section 9, each in one place; a kind's page and sidebar sizes are in its declaration (lib/kinds). */

export const TICKER_SIZE = 5;

/** Items in the news and articles feeds. */
export const FEED_SIZE = 20;

/**
 * The competitions' calendar: of the newest CALENDAR_SIZE the list gives, those that start at
 * most CALENDAR_RECENT_DAYS ago, so that a subscribed calendar holds what is coming and what has
 * just been.
 */
export const CALENDAR_SIZE = 50;
export const CALENDAR_RECENT_DAYS = 90;

/** The latest e-lessons the footer links to, as lesson topics. */
export const FOOTER_LESSON_TOPICS = 5;

/** How long a copy button says the link was copied, before it offers to copy again. */
export const COPIED_SHOWN_MS = 3000;

/** How fast the news ticker moves, in pixels per second (the marquee's default is 50). */
export const TICKER_SPEED = 25;

/** Scroll offsets, in CSS pixels, past which the layout changes. */
export const SCROLL_THRESHOLDS = {
  /** The menu bar stays on top of the window. */
  stickyHeader: 94,
  /** The back-to-top button appears. */
  backToTop: 125,
} as const;

export const HOME_LIMITS = {
  serviceCategories: 12,
  news: 6,
  competitions: 3,
  lessons: 4,
} as const;

/** Image boxes in CSS pixels. */
export const IMAGE_SIZE = {
  /** The spec's 300x200 for news and lesson cards, shared by the cards it gives no size. */
  card: { width: 300, height: 200 },
  videoPoster: { width: 800, height: 450 },
  /** The picture at the top of a detail page: the cards' 3:2, large enough for the main column. */
  detail: { width: 1200, height: 800 },
} as const;
