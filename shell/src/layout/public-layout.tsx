import { Outlet } from 'react-router-dom';
import { useScrollToHash } from './use-scroll-to-hash';

/** The public site's frame; it stays up whichever remote renders inside it. */
export function PublicLayout() {
  useScrollToHash();
  return (
    <div className="shell-page">
      <main id="main" className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}
