import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import styles from './page-banner.module.scss';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The banner on top of every page: its title and the breadcrumb from home. `trail` lists
 * the pages between home and this one.
 */
export async function PageBanner({ title, trail = [] }: { title: string; trail?: Crumb[] }) {
  const t = await getTranslations('Common');
  const crumbs: Crumb[] = [{ label: t('home'), href: routes.home() }, ...trail];
  return (
    <div className={styles.banner}>
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
