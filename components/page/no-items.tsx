import { getTranslations } from 'next-intl/server';

/** What a list with nothing in it says. */
export async function NoItems() {
  const t = await getTranslations('Common');
  return <p>{t('noItems')}</p>;
}
