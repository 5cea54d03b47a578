'use client';

import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { SCROLL_THRESHOLDS } from '@/lib/limits';
import styles from './back-to-top.module.scss';

/** Also moves focus to `focusTargetId`, so keyboard users continue from the top too. */
export function BackToTop({ label, focusTargetId }: { label: string; focusTargetId: string }) {
  const visible = useScrolledPast(SCROLL_THRESHOLDS.backToTop);
  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible || undefined}
      onClick={() => {
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
        window.scrollTo({ top: 0 });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
