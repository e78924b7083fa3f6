function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Glides to a section of the landing page and moves keyboard focus there too, so the next Tab
 * continues from the section the visitor was sent to rather than from the button they pressed.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const focusTarget = section.querySelector<HTMLElement>('[data-section-focus]');
  focusTarget?.focus({ preventScroll: true });
}

/**
 * Glides to an anchor the stylesheet places (the same one a link's #hash lands on without the
 * script) and focuses the control there, the one that changed.
 */
export function scrollToAnchor(anchorId: string, focusId: string): void {
  document.getElementById(anchorId)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById(focusId)?.focus({ preventScroll: true });
}
