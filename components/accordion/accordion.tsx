import { useId, type ReactNode } from 'react';
import styles from './accordion.module.scss';

export type ItemId = string | number;

export interface AccordionItem {
  id: ItemId;
  title: string;
  /** A link to `#anchor` opens the item and shows it from its question. */
  anchor?: string;
  /** Rendered on the server (upstream HTML through RichText, for instance). */
  content: ReactNode;
}

/**
 * Native `<details>` sharing a `name` (one open at a time unless `allowMultiple`). No script is
 * sent, so an answer opened while the page's scripts load stays open.
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
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details
          key={item.id}
          className={styles.item}
          name={allowMultiple ? undefined : group}
          open={item.id === defaultOpenId}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span aria-hidden="true" className={styles.icon} />
          </summary>
          <div className={styles.body}>
            {item.anchor && <span className={styles.anchor} id={item.anchor} />}
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
