import { describe, expect, it } from 'vitest';
import { EMBED_HOSTS } from './embed-hosts';
import { permissionsPolicy } from './permissions-policy';

/** The header's features and their allowlists, as a browser parses the structured field. */
function parse(header: string): Map<string, string[]> {
  return new Map(
    header.split(', ').map((entry) => {
      const [feature = '', list = ''] = entry.split('=');
      return [
        feature,
        list
          .replace(/^\(|\)$/g, '')
          .split(' ')
          .filter(Boolean),
      ];
    }),
  );
}

describe('permissionsPolicy', () => {
  const policy = parse(permissionsPolicy());

  it('turns off the features no page uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy.get(feature)).toEqual([]);
  });

  it('lets the site and every embedded player go fullscreen', () => {
    expect(policy.get('fullscreen')).toEqual(['self', ...EMBED_HOSTS.map((host) => `"https://${host}"`)]);
  });

  it('names no feature browsers no longer know', () => {
    expect(policy.has('interest-cohort')).toBe(false);
  });
});
