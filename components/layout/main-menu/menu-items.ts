import { DIGITAL_SERVICES, routes, type DigitalService } from '@/lib/routes';

/** A key of the `Navigation` messages. */
export type MenuLabel =
  | 'center'
  | 'about'
  | 'services'
  | 'competitions'
  | 'press'
  | 'news'
  | 'articles'
  | 'photos'
  | 'videos'
  | 'digitalServices'
  | 'eSchool'
  | 'eGarden'
  | 'system'
  | 'payment'
  | 'lessons'
  | 'branches'
  | 'offices'
  | 'faq'
  | 'contact';

export interface MenuLink {
  label: MenuLabel;
  href: string;
  /** Shown in the small-screen menu only; wide screens have it in the top bar. */
  mobileOnly?: boolean;
}

export interface MenuGroup {
  label: MenuLabel;
  links: MenuLink[];
}

export const DIGITAL_SERVICE_LABELS: Record<DigitalService, MenuLabel> = {
  'e-school': 'eSchool',
  'e-garden': 'eGarden',
  system: 'system',
  payment: 'payment',
};

/** The main menu: three dropdowns, then direct links. */
export const MAIN_MENU: (MenuGroup | MenuLink)[] = [
  {
    label: 'center',
    links: [
      { label: 'about', href: routes.about() },
      { label: 'services', href: routes.services() },
      { label: 'competitions', href: routes.competitions() },
    ],
  },
  {
    label: 'press',
    links: [
      { label: 'news', href: routes.news() },
      { label: 'articles', href: routes.articles() },
      { label: 'photos', href: routes.photos() },
      { label: 'videos', href: routes.videos() },
    ],
  },
  {
    label: 'digitalServices',
    links: DIGITAL_SERVICES.map((name) => ({ label: DIGITAL_SERVICE_LABELS[name], href: routes.digital(name) })),
  },
  { label: 'lessons', href: routes.lessons() },
  { label: 'branches', href: routes.branches() },
  { label: 'offices', href: routes.offices() },
  { label: 'faq', href: routes.faq(), mobileOnly: true },
  { label: 'contact', href: routes.contact() },
];

export function isMenuGroup(item: MenuGroup | MenuLink): item is MenuGroup {
  return 'links' in item;
}
