'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { softNavigationTarget } from './soft-navigation-target';

/** Events that show the reader may follow the link under them. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function targetOf(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link) return null;
  return softNavigationTarget(
    {
      href: link.href,
      target: link.target,
      download: link.hasAttribute('download'),
      reload: link.hasAttribute('data-reload'),
    },
    new URL(window.location.href),
  );
}

/**
 * What next/link does for each link, done once for the whole document: the site's links are
 * plain `<a>` rendered by Server Components, and this follows them with the router (no reload)
 * and prefetches a page once the reader shows they may follow its link (pointer over it, a
 * touch, keyboard focus), never because it scrolled into view: a prefetched page brings the
 * preload of its largest picture (docs/performance.md). One listener per event instead of a
 * client component per link, of which a page has some ninety.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    let lastPrefetched: string | null = null;
    const prefetch = (event: Event) => {
      const target = targetOf(event);
      // The router keeps what it prefetched; this only spares it a look-up per pointer move.
      if (!target || target === lastPrefetched) return;
      lastPrefetched = target;
      router.prefetch(target);
    };
    const follow = (event: MouseEvent) => {
      // A handler that took the click (the language links), another button or a key for a new tab or window.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = targetOf(event);
      if (!target) return;
      event.preventDefault();
      router.push(target);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { passive: true });
    document.addEventListener('click', follow);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch);
      document.removeEventListener('click', follow);
    };
  }, [router]);
  return null;
}
