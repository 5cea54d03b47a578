'use client';

import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { initiallyOpen, toggleItem, type ItemId } from './accordion-state';
import styles from './accordion.module.scss';

export interface AccordionItem {
  id: ItemId;
  title: string;
  /** Rendered on the server (upstream HTML through RichText, for instance). */
  content: ReactNode;
}

/**
 * Questions and answers, or any titled sections, that open and close. One item is open at
 * a time unless `allowMultiple`; `defaultOpenId` is open at first.
 *
 * The server renders native `<details>`, which open and close without script (one at a
 * time through a shared `name`). Once script runs they become the disclosure pattern: a
 * button in a heading, its answer a labelled region that collapses in 300 ms ($transition).
 */
export function Accordion({
  items,
  allowMultiple = false,
  defaultOpenId,
  headingLevel = 2,
}: {
  items: AccordionItem[];
  allowMultiple?: boolean;
  defaultOpenId?: ItemId;
  headingLevel?: 2 | 3 | 4;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => initiallyOpen(defaultOpenId));
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const icon = <span aria-hidden="true" className={styles.icon} />;

  if (!hydrated) {
    return (
      <div className={styles.accordion}>
        {items.map((item) => (
          <details
            key={item.id}
            className={styles.item}
            name={allowMultiple ? undefined : baseId}
            open={open.includes(item.id)}
          >
            <summary className={styles.trigger}>
              <Heading className={styles.heading}>{item.title}</Heading>
              {icon}
            </summary>
            <div className={styles.body}>{item.content}</div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleItem(current, item.id, allowMultiple))}
              >
                {item.title}
                {icon}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              data-open={isOpen || undefined}
              // Out of the tab order and the accessibility tree at once, while it still collapses.
              inert={!isOpen}
            >
              <div className={styles.panelInner}>
                <div className={styles.body}>{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
