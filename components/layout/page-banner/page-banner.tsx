import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { localizedUrl } from '@/lib/seo/alternates';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import styles from './page-banner.module.scss';

export interface Crumb {
  label: string;
  href: string;
}

/** Title and breadcrumb (also as structured data); `trail` lists the pages between home and this one. */
export async function PageBanner({ title, trail = [] }: { title: string; trail?: Crumb[] }) {
  const [t, locale] = await Promise.all([getTranslations('Common'), getLocale()]);
  const crumbs: Crumb[] = [{ label: t('home'), href: routes.home() }, ...trail];
  const structured = breadcrumbList([
    ...crumbs.map((crumb) => ({ name: crumb.label, url: localizedUrl(locale as Locale, crumb.href) })),
    { name: title },
  ]);
  return (
    <div className={styles.banner}>
      <JsonLd data={structured} />
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label={t('breadcrumb')}>
          <ol className={styles.breadcrumb}>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
