import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHashTarget } from './scroll-to-hash-target';

const WAIT_FOR_TARGET_MS = 4000;

/** The page as loaded: the browser placed it (at the top, or where the reader went back to). */
let loadedPage = true;

/**
 * Links such as /#pricing come from other pages, and the target section arrives with a remote
 * a moment later: wait for it to appear, then scroll. Without a hash, a new page starts at the top.
 */
export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const firstView = loadedPage;
    loadedPage = false;
    if (!hash) {
      // A server-rendered page can be read (and scrolled) before it is taken over: only a
      // navigation inside the site starts at the top, never the takeover itself.
      if (!firstView) window.scrollTo(0, 0);
      return;
    }
    if (scrollToHashTarget(hash)) return;
    const observer = new MutationObserver(() => {
      if (scrollToHashTarget(hash)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash]);
}
