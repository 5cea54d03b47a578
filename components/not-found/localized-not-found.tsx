'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizedHref } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { NotFoundContent } from './not-found-content';

/**
 * A not-found boundary gets no params, and reading the request would make a cached page
 * dynamic, so the language comes from the layout's provider.
 */
export function LocalizedNotFound() {
  const locale = useLocale();
  const t = useTranslations('NotFound');
  return (
    <NotFoundContent
      texts={{ title: t('title'), text: t('text'), backHome: t('backHome') }}
      homeHref={localizedHref(locale, routes.home())}
    />
  );
}
