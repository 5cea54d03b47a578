'use client';

import { useEffect, useState } from 'react';
import { localeOfPath, routing, type Locale } from '@/lib/i18n/routing';
import { languageTag } from '@/lib/i18n/language';

type ErrorTexts = { unexpected: string; unavailable: string; retry: string };

/** The language the address names: this page has no layout, and so no provider, above it. */
function addressLocale(): Locale {
  return localeOfPath(window.location.pathname) ?? routing.defaultLocale;
}

/**
 * The locale layout itself failed: a plain page in the address's language. Its texts are loaded
 * only when it is shown, so that no page carries them.
 */
export default function GlobalError() {
  const [page, setPage] = useState<{ locale: Locale; texts: ErrorTexts } | null>(null);
  useEffect(() => {
    const locale = addressLocale();
    void import(`@/messages/${locale}.json`).then((messages: { default: { Errors: ErrorTexts } }) =>
      setPage({ locale, texts: messages.default.Errors }),
    );
  }, []);
  return (
    <html lang={page ? languageTag(page.locale) : undefined}>
      <head>{page && <title>{page.texts.unexpected}</title>}</head>
      <body>
        {page && (
          <main id="main-content">
            <h1>{page.texts.unexpected}</h1>
            <p>{page.texts.unavailable}</p>
            <a href="">{page.texts.retry}</a>
          </main>
        )}
      </body>
    </html>
  );
}
