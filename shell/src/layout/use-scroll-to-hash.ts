import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHashTarget } from './scroll-to-hash-target';

const WAIT_FOR_TARGET_MS = 4000;

/**
 * Links such as /#pricing come from other pages, and the target section arrives with a remote
 * a moment later: wait for it to appear, then scroll. Without a hash, a new page starts at the top.
 */
export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
