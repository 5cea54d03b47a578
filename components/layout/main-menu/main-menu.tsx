import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { SearchForm } from '@/components/search/search-form';
import { OffCanvas } from '@/components/layout/off-canvas/off-canvas';
import { ContactItems } from '@/components/layout/site-header/contact-items';
import { Emblems } from '@/components/layout/site-header/emblems';
import { MenuDisclosure, type MenuVariant } from './menu-disclosure';
import { isMenuGroup, MAIN_MENU } from './menu-items';
import styles from './main-menu.module.scss';

/** The main menu as a bar of dropdowns, from 992px on. */
export function MainMenu() {
  const t = useTranslations('Navigation');
  return (
    <nav className={styles.bar} aria-label={t('mainMenu')}>
      <MenuList variant="bar" />
    </nav>
  );
}

/**
 * Below 992px: the menu in an off-canvas panel, with the search box and contacts the top bar lacks
 * room for, and on a phone the emblems of the brand row.
 */
export function MobileMenu() {
  const t = useTranslations('Navigation');
  return (
    <div className={styles.mobile}>
      <OffCanvas openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mainMenu')}>
        <div className={styles.panelSearch}>
          <SearchForm compact />
        </div>
        <nav aria-label={t('mainMenu')}>
          <MenuList variant="panel" />
        </nav>
        <ul className={styles.panelContacts}>
          <ContactItems />
        </ul>
        <Emblems className={styles.panelEmblems} />
      </OffCanvas>
    </div>
  );
}

/**
 * The links of MAIN_MENU; items meant for small screens only are left out of the bar, which ends
 * with a link to the search where the brand row has no room for its box (992 to 1199px).
 */
function MenuList({ variant }: { variant: MenuVariant }) {
  const t = useTranslations('Navigation');
  const tSearch = useTranslations('Search');
  const items = variant === 'bar' ? MAIN_MENU.filter((item) => isMenuGroup(item) || !item.mobileOnly) : MAIN_MENU;
  return (
    <ul className={variant === 'bar' ? styles.barList : styles.panelList}>
      {items.map((item) =>
        isMenuGroup(item) ? (
          <li key={item.label}>
            <MenuDisclosure label={t(item.label)} variant={variant}>
              <ul className={styles.subList}>
                {item.links.map((link) => (
                  <MenuLink key={link.href} href={link.href} label={t(link.label)} className={styles.subLink} />
                ))}
              </ul>
            </MenuDisclosure>
          </li>
        ) : (
          <MenuLink key={item.href} href={item.href} label={t(item.label)} className={styles.link} />
        ),
      )}
      {variant === 'bar' && (
        <li className={styles.barSearch}>
          <Link href={routes.search()} className={styles.link}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.searchIcon}>
              <circle cx="10" cy="10" r="6" />
              <path d="M15 15l5 5" />
            </svg>
            {/* The magnifier alone: the bar has room for no more in every language. */}
            <span className="visually-hidden">{tSearch('title')}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}

function MenuLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <li>
      <Link href={href} className={className}>
        {label}
      </Link>
    </li>
  );
}
