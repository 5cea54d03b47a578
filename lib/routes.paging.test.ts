import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/language-switcher/language-switcher';
import { Pager } from '@/components/pager/pager';
import { LanguageLink, localizedHref } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import nextConfig from '@/next.config';
import proxy, { config as proxyConfig } from '@/proxy';
import { PAGED_LISTS, pagedHref, pagedListRedirects } from './routes';

/* Every place that must know the paged lists of lib/routes.ts, held to them. */

const shown = vi.hoisted(() => ({ locale: 'en', pathname: '/', page: undefined as string[] | undefined }));

vi.mock('next-intl/server', () => ({
  getLocale: async () => shown.locale,
  getTranslations: async () => (key: string) => key,
}));
vi.mock('next-intl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next-intl')>()),
  useLocale: () => shown.locale,
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useParams: () => ({ locale: shown.locale, page: shown.page }),
}));
vi.mock('@/lib/i18n/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/navigation')>()),
  usePathname: () => shown.pathname,
}));

const ORIGIN = 'http://localhost';
const APP_LOCALE_FOLDER = path.join(import.meta.dirname, '../app/[locale]');

/** A list's address with a category (`/branches/7`) where it takes one. */
const addressOf = (list: string) => list.replace(/:\w+/g, '7');

/** `/branches/[category]` for each `app/[locale]/branches/[category]/[[...page]]` on disk. */
function pagedRouteFolders(): string[] {
  return readdirSync(APP_LOCALE_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === '[[...page]]')
    .map((entry) => {
      const segments = path.relative(APP_LOCALE_FOLDER, entry.parentPath).split(path.sep);
      return `/${segments.map((segment) => segment.replace(/^\[(\w+)\]$/, ':$1')).join('/')}`;
    });
}

/** Every element a component returns, its children's children included. */
function elementsIn(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  return [node as ReactElement<Record<string, unknown>>, ...elementsIn(node.props.children)];
}

beforeEach(() => {
  Object.assign(shown, { locale: 'en', pathname: '/', page: undefined });
});

describe('the paged lists', () => {
  it('each have a [[...page]] route, and no other route has one', () => {
    expect(pagedRouteFolders().toSorted()).toEqual(PAGED_LISTS.toSorted());
  });

  it("are the only lists next.config.ts redirects to a page's public address", async () => {
    const redirects = (await nextConfig.redirects?.()) ?? [];
    expect(redirects.filter((redirect) => redirect.destination.includes('?page='))).toEqual(
      pagedListRedirects(routing.locales),
    );
  });
});

describe.each(routing.locales)('in %s, a paged list', (locale: Locale) => {
  it.each(PAGED_LISTS)("%s's first page is left to the page cache alone", (list) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: `/${locale}${addressOf(list)}` })).toBe(false);
  });

  it.each(PAGED_LISTS)(
    "%s's page N is served from its internal path, which asked for directly leads back with a 308",
    async (list) => {
      for (const page of [2, 13]) {
        const address = `/${locale}${pagedHref(addressOf(list), page)}`;
        const internal = `/${locale}${addressOf(list)}/${page}`;
        expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: address }), address).toBe(true);
        const served = proxy(new NextRequest(`${ORIGIN}${address}`));
        expect(served.headers.get('x-middleware-rewrite'), address).toBe(`${ORIGIN}${internal}`);

        const redirected = await unstable_getResponseFromNextConfig({ url: `${ORIGIN}${internal}`, nextConfig });
        expect(redirected.status, internal).toBe(308);
        expect(redirected.headers.get('location'), internal).toBe(`${ORIGIN}${address}`);
      }
    },
  );

  it('redirects no other path with a page number at its end', async () => {
    for (const path of ['/news-details/2', '/newsletter/2', '/search/b2xpbXBpYWQ/2', '/branches/2', '/lessons/7/2']) {
      const response = await unstable_getResponseFromNextConfig({ url: `${ORIGIN}/${locale}${path}`, nextConfig });
      expect(response.status, path).not.toBe(308);
    }
  });

  it.each(PAGED_LISTS)("%s's pager links each page by its public address", async (list) => {
    shown.locale = locale;
    const pathname = addressOf(list);
    const links = elementsIn(await Pager({ pathname, current: 5, last: 9 })).flatMap(({ type, props }) =>
      type === 'a' ? [props.href] : [],
    );
    // Previous, first, 3 to 7, last, next.
    expect(links).toEqual([4, 1, 3, 4, 5, 6, 7, 9, 6].map((page) => `/${locale}${pagedHref(pathname, page)}`));
  });

  it.each(PAGED_LISTS)("%s's language links keep the page, by its public address", (list) => {
    shown.locale = locale;
    shown.pathname = addressOf(list);
    const pages: [number, string[] | undefined][] = [
      [1, undefined],
      [3, ['3']],
    ];
    for (const [page, route] of pages) {
      shown.page = route;
      const links = elementsIn(LanguageSwitcher({ label: 'Languages' })).flatMap(({ type, props }) =>
        type === LanguageLink ? [localizedHref(props.locale as Locale, props.href as string)] : [],
      );
      expect(links).toEqual(routing.locales.map((other) => `/${other}${pagedHref(shown.pathname, page)}`));
    }
  });
});
