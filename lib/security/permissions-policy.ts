import { EMBED_HOSTS } from './embed-hosts';

/** Unused powerful features off, frames included; fullscreen allowed to embed hosts for video players. */
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
