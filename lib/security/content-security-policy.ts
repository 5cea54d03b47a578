import { EMBED_HOSTS } from './embed-hosts';

/**
 * Cached pages cannot carry a per-response nonce, so scripts are 'self' plus inline, never from
 * another host; the sanitiser and React's escaping stop injected markup
 * (docs/security.md: The CSP of cached pages).
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
    // The offline reader's service worker (public/sw.js) and each language's manifest, from here only.
    "worker-src 'self'",
    "manifest-src 'self'",
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
