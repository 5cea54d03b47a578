/** The picture of the bare page with a picture: a news item's, at the demo's size for it (demo-upstream/media.ts, `photos`). */
export const PICTURE = { path: '/picture.png', name: 'news-150', width: 1200, height: 800 } as const;
