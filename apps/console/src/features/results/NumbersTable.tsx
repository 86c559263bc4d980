import type { ReactNode } from 'react';
import { TableScroll } from '../../lib/TableScroll.tsx';

/**
 * A table of the results' figures, named by its caption, which also names the region that
 * scrolls it sideways on a narrow screen; `className` adds the table's own styles.
 */
export function NumbersTable({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={caption}>
      <table
        className={
          className ? `pl-console-table pl-results-numbers ${className}` : 'pl-console-table pl-results-numbers'
        }
      >
        <caption>{caption}</caption>
        {children}
      </table>
    </TableScroll>
  );
}
