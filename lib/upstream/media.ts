import 'server-only';
import { upstreamConfig } from './config';

const ABSOLUTE_HTTP = /^https?:\/\//i;

export function isMediaPath(path: string): boolean {
  return ABSOLUTE_HTTP.test(path) || path.startsWith('/');
}

/** Upstream media come as absolute URLs or as paths below MEDIA_BASE_URL. */
export function mediaUrl(path: string): string {
  return ABSOLUTE_HTTP.test(path) ? path : `${upstreamConfig().mediaBaseUrl}${path}`;
}
