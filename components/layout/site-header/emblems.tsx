import { useTranslations } from 'next-intl';
import { SITE_CONTACTS } from '@/lib/site';

/**
 * The year emblem and the link to the neutrality site: in the brand row, and on a phone in the
 * menu panel (the brand row is not drawn there). `className` lays out the pair.
 */
export function Emblems({ className }: { className?: string }) {
  const tSite = useTranslations('Site');
  return (
    <div className={className}>
      {/* A small SVG needs no optimisation; `low` keeps React from preloading it ahead of the page's own picture. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/brand/year-emblem.svg" alt={tSite('yearEmblemAlt')} width={56} height={56} fetchPriority="low" />
      <a href={SITE_CONTACTS.neutralitySiteUrl} rel="noopener noreferrer" target="_blank">
        {tSite('neutrality')}
      </a>
    </div>
  );
}
