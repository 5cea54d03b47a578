'use client';

import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { nextDisclosureState } from './disclosure-state';
import styles from './main-menu.module.scss';

export type MenuVariant = 'bar' | 'panel';

/**
 * A dropdown in the bar, expanding in place in the panel. Until script runs the label is plain
 * text and CSS shows the links, so every link is reachable without script.
 */
export function MenuDisclosure({
  label,
  variant,
  children,
}: {
  label: string;
  variant: MenuVariant;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(nextDisclosureState, 'closed');
  const open = state !== 'closed';
  const dropdown = variant === 'bar';
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open || !dropdown) return;
    const closeFromOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch('dismiss');
    };
    document.addEventListener('click', closeFromOutside);
    return () => document.removeEventListener('click', closeFromOutside);
  }, [open, dropdown]);

  // Before hydration the CSS fallback handles hover and focus; the panel has none of these.
  const enhancedDropdown = hydrated && dropdown;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    dispatch('dismiss');
    buttonRef.current?.focus();
  };

  const closeOnFocusLeaving = (event: FocusEvent) => {
    // Focus moving to nothing (a click on the page) is handled as a click outside.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) dispatch('dismiss');
  };

  const followMouse = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') dispatch(event.type === 'pointerenter' ? 'pointerEnter' : 'pointerLeave');
  };

  const caret = (
    <span aria-hidden="true" className={styles.caret}>
      ▾
    </span>
  );
  return (
    <div
      ref={rootRef}
      className={dropdown ? styles.barGroup : undefined}
      data-enhanced={hydrated || undefined}
      onKeyDown={enhancedDropdown ? closeOnEscape : undefined}
      onBlur={enhancedDropdown ? closeOnFocusLeaving : undefined}
      onPointerEnter={enhancedDropdown ? followMouse : undefined}
      onPointerLeave={enhancedDropdown ? followMouse : undefined}
    >
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => dispatch('toggle')}
        >
          {label}
          {caret}
        </button>
      ) : (
        <span className={styles.toggle}>
          {label}
          {caret}
        </span>
      )}
      <div id={panelId} className={dropdown ? styles.dropdown : styles.expander} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
