import { EMBED_HOSTS } from './embed-hosts';

/**
 * The Permissions-Policy of every answer: the powerful features no page uses are off, for the
 * page and for every frame in it; fullscreen is allowed to the site and to the embed hosts, so
 * a video player from upstream HTML can fill the screen (its frame still asks with `allow`).
 */
export function permissionsPolicy(): string {
  const embedOrigins = EMBED_HOSTS.map((host) => `"https://${host}"`).join(' ');
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    `fullscreen=(self ${embedOrigins})`,
  ].join(', ');
}
