import type { ReactNode } from 'react';

/** Label and value pairs, as every diagnostics card lists them. */
export function SettingsList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="diag-list">
      {rows.map(([label, value]) => (
        <div key={label} className="diag-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
