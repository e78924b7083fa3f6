/**
 * Scrolls to the element a URL hash names and says whether it was there. The behaviour is left
 * to the page's CSS `scroll-behavior`, which glides unless the visitor asked for less motion.
 */
export function scrollToHashTarget(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  // Move the keyboard's starting point too, as a plain #anchor would: the next Tab continues
  // inside the section, not back in the header.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
