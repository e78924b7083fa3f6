import type { ReactNode } from 'react';

/** A list screen's top: its title and what it is for on the left, its actions on the right. */
export function ScreenHeader({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <div className="fpa-row fpa-row--between">
      <div>
        <h1 className="fpa-title">{title}</h1>
        <p className="fpa-muted">{summary}</p>
      </div>
      <div className="fpa-row">{children}</div>
    </div>
  );
}
