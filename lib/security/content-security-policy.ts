import { EMBED_HOSTS } from './embed-hosts';

/**
 * The Content-Security-Policy of every page. Pages are served from the page cache, so their
 * scripts cannot carry a per-response nonce: scripts may come from the site itself and be
 * inline (Next's own payload), never from another host, and never eval in production. What
 * keeps injected markup from running is the sanitiser and React's escaping (README, Security).
 * Beyond 'self', it allows:
 * - the media hosts (MEDIA_BASE_URL and MEDIA_HOSTS), for images and videos that upstream HTML
 *   and the video player load directly;
 * - the embed hosts, as frames (videos and the map);
 * - inline style attributes and elements ('unsafe-inline' in style-src): next/image, the
 *   marquee and the lightbox position things with inline styles; styles cannot run script.
 */
export function contentSecurityPolicy({
  mediaOrigins,
  development,
}: {
  /** Empty only where no media base is configured (`next typegen`): no server runs without one. */
  mediaOrigins: readonly string[];
  development: boolean;
}): string {
  const media = mediaOrigins.map((origin) => ` ${origin}`).join('');
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server error stacks; production never does.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only where the media are served over https: upgrading the demo's http media would break them.
  if (mediaOrigins.length > 0 && mediaOrigins.every((origin) => origin.startsWith('https:'))) {
    directives.push('upgrade-insecure-requests');
  }
  return directives.join('; ');
}
