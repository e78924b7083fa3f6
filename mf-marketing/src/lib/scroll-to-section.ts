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
