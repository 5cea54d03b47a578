import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { isMenuGroup, MAIN_MENU } from './menu-items';
import styles from './main-menu.module.scss';

/**
 * The main menu, rendered on the server. A dropdown opens on hover and when keyboard
 * focus enters it, so every link is reachable without JavaScript.
 */
export async function MainMenu() {
  const t = await getTranslations('Navigation');
  return (
    <nav className={styles.menu} aria-label={t('mainMenu')}>
      <ul className={styles.list}>
        {MAIN_MENU.map((item) =>
          isMenuGroup(item) ? (
            <li key={item.label} className={styles.group}>
              <span className={styles.groupLabel} id={`menu-${item.label}`}>
                {t(item.label)}
                <span aria-hidden="true" className={styles.caret}>
                  ▾
                </span>
              </span>
              <ul className={styles.dropdown} aria-labelledby={`menu-${item.label}`}>
                {item.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.dropdownLink}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href} className={item.mobileOnly ? styles.mobileOnly : undefined}>
              <Link href={item.href} className={styles.link}>
                {t(item.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
