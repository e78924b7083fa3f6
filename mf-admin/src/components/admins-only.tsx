import type { ReactNode } from 'react';

interface AdminsOnlyProps {
  /** The screen's name, as its heading and the sidebar say it. */
  screen: string;
  /** What only an admin may do there, in a sentence. */
  children: ReactNode;
}

/**
 * What an editor sees who opens an admin's screen by its address: the sidebar has no link for
 * them and core refuses every call, so the screen says so by name instead of showing an empty
 * list and refusals.
 */
export function AdminsOnly({ screen, children }: AdminsOnlyProps) {
  return (
    <div className="fpa-stack">
      <h1 className="fpa-title">{screen}</h1>
      <div className="fpa-empty">
        <p className="fpa-empty__title">Admins only</p>
        <p className="fpa-muted">{children}</p>
      </div>
    </div>
  );
}
