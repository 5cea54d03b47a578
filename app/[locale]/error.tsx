'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FailureMessage, retryClass } from '@/components/upstream/failure-message';
import { localizedHref } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * A page whose main content failed, drawn by the browser: say so, offer a retry, keep header and
 * footer. The server drew the same message in the HTML (components/upstream/upstream-failure.tsx).
 */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Errors');
  const tNotFound = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <>
      {/* The page's own metadata failed with it. */}
      <title>{t('unexpected')}</title>
      <FailureMessage
        texts={{ title: t('unexpected'), text: t('unavailable'), home: tNotFound('backHome') }}
        retry={
          <button type="button" onClick={() => retry()} className={retryClass}>
            {t('retry')}
          </button>
        }
        homeHref={localizedHref(locale, routes.home())}
        announce
      />
    </>
  );
}
