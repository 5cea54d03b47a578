import type { ReactNode } from 'react';
import layout from '@/components/page/page-layout.module.scss';

/** The aside beside a page's main column, named by its heading. */
export function Sidebar({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sidebarHeading}>
        {heading}
      </h2>
      {children}
    </aside>
  );
}
