import { EMBED_HOSTS } from './embed-hosts';

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce
 * (and what those scripts load: 'strict-dynamic'), so HTML that slipped past the sanitiser
 * still cannot run script. Beyond 'self', it allows:
 * - the media base, for images and videos that upstream HTML and the video player load directly;
 * - the embed hosts, as frames (videos and the map);
 * - inline style attributes and elements ('unsafe-inline' in style-src): next/image, the
 *   marquee and the lightbox position things with inline styles; styles cannot run script.
 */
export function contentSecurityPolicy({
  nonce,
  mediaOrigin,
  development,
}: {
  nonce: string;
  mediaOrigin: string;
  development: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server error stacks; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mediaOrigin}`,
    `media-src 'self' blob: ${mediaOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only where the media are served over https: upgrading the demo's http media would break them.
  if (mediaOrigin.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
