import { PAGE_PLACEHOLDER_ID } from '@fresh-pouf/contracts/values';
import { useLayoutEffect } from 'react';

/**
 * The gateway may put the route's frame placeholder before #root (a picture of the screen's frame
 * its remote published, inert and hidden from assistive technology). It stays on screen, in
 * place of a loading spinner, until the remote has drawn: then it goes, in the same frame.
 */
export function hasPagePlaceholder(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PAGE_PLACEHOLDER_ID) !== null;
}

/**
 * Rendered beside what replaces the placeholder (the remote's App, inside its Suspense boundary,
 * or the fallback card): committed with it, so the placeholder is removed before the browser
 * paints the screen, never leaving a blank frame between the two, nor both at once.
 */
export function PagePlaceholderGone() {
  useLayoutEffect(() => {
    document.getElementById(PAGE_PLACEHOLDER_ID)?.remove();
  }, []);
  return null;
}
