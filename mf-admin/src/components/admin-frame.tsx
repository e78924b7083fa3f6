import { type AdminUser, pageTitle } from '@fresh-pouf/contracts';
import type { MouseEvent, ReactNode } from 'react';
import type { ScreenKey } from '../app/routes';
import { AdminSidebar } from './admin-sidebar';

const CONTENT_ID = 'fpa-content';

/** The frame's main landmark, where a row's open menu is drawn so it sits inside a landmark. */
export const mainLandmark = () => document.getElementById(CONTENT_ID);

interface AdminFrameProps {
  user: AdminUser;
  /** The screen on show, whose link the sidebar marks. */
  screen: ScreenKey;
  /** The screen's name, for the browser tab. */
  title: string;
  children: ReactNode;
}

/**
 * The one frame of every signed-in staff screen: a skip link, the sidebar (which marks the
 * screen on show) and the content, always at the same width.
 */
export function AdminFrame({ user, screen, title, children }: AdminFrameProps) {
  // Focus moves without touching the URL: on Account Settings the hash names the tab.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };
  return (
    <div className="fpa-layout">
      <title>{pageTitle(title)}</title>
      <a className="fp-skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
        Skip to content
      </a>
      <AdminSidebar user={user} screen={screen} />
      <main id={CONTENT_ID} className="fpa-main" tabIndex={-1}>
        <div className="fpa-content">{children}</div>
      </main>
    </div>
  );
}
