import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** Names the scrolling region for screen readers (and keyboard users, who can focus it to scroll). */
  label: string;
  columns: readonly string[];
  /** 'tall': the spec's 600px table area; 'fit': as tall as its rows, scrolling sideways only. */
  height?: 'tall' | 'fit';
  children: ReactNode;
}

/** A staff table in its own scrolling box: wide rows scroll there, never the page. */
export function ScrollTable({ label, columns, height = 'tall', children }: ScrollTableProps) {
  return (
    <div className={height === 'tall' ? 'fpa-scroll' : 'fpa-table-scroll'} tabIndex={0} role="region" aria-label={label}>
      <table className="fpa-table">
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
    </div>
  );
}
