import type { ReactNode } from 'react';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** The page's table class (it composes data-table.module.css's `table`). */
  className?: string;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

/**
 * A table of records (the staff's consulting and partner lists, the partner's own referrals): one
 * row of column headings, then the rows the page renders.
 */
export function DataTable({ label, columns, className, children }: DataTableProps) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
