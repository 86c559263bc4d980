import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its card on a narrow screen: a named region that
 * takes the keyboard's focus, so it can be scrolled without a pointer.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pl-console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
