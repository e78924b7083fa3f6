import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** Names the scrolling region for screen readers (and keyboard users, who can focus it to scroll). */
  label: string;
  /** Header labels; `{ hidden: label }` names a column for screen readers only (a row's actions button). */
  columns: readonly (string | { hidden: string })[];
  /** 'tall': the spec's 600px table area; 'fit': as tall as its rows, scrolling sideways only. */
  height?: 'tall' | 'fit';
  children: ReactNode;
}

/** A staff table in its own scrolling box: wide rows scroll there, never the page. */
export function ScrollTable({ label, columns, height = 'tall', children }: ScrollTableProps) {
  return (
    <div
      className={height === 'tall' ? 'fpa-scroll' : 'fpa-table-scroll'}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="fpa-table">
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col" className="fpa-col-narrow">
                  <span className="fp-visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
