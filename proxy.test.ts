import { describe, expect, it } from 'vitest';
import { routing } from './lib/i18n/routing';
import { config } from './proxy';

describe("the proxy's matcher", () => {
  it('names the locales of the routing, which Next needs spelled out', () => {
    const spelled = JSON.stringify(config.matcher);
    for (const locale of routing.locales) {
      expect(spelled).toContain(`${locale}(?:/|$)`);
      expect(spelled).toContain(`/(${routing.locales.join('|')})/:path*`);
    }
    expect(spelled.match(/\(\?:\/\|\$\)/g)).toHaveLength(routing.locales.length);
  });
});
