'use client';

import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tm from '@/messages/tm.json';
import { routing } from '@/lib/i18n/routing';
import { languageTag } from '@/lib/upstream/language';

const ERRORS = { tm: tm.Errors, ru: ru.Errors, en: en.Errors };

/**
 * When the frame itself (the locale layout) failed, there is no layout to keep: a plain page
 * in the language of the address says so and offers to try again.
 */
export default function GlobalError() {
  const [, first] = typeof window === 'undefined' ? [] : window.location.pathname.split('/');
  const locale = routing.locales.find((candidate) => candidate === first) ?? routing.defaultLocale;
  const texts = ERRORS[locale];
  return (
    <html lang={languageTag(locale)}>
      <body>
        <main id="main-content">
          <h1>{texts.unexpected}</h1>
          <p>{texts.sectionFailed}</p>
          <a href="">{texts.retry}</a>
        </main>
      </body>
    </html>
  );
}
