import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata() {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle') };
}

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundContent locale={hasLocale(routing.locales, locale) ? locale : routing.defaultLocale} />;
}
