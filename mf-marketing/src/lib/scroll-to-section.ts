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
 * Glides until the control is in the middle of the view (the fields around it, what they now
 * say, in view too) and focuses it: a form's control the visitor's press just changed.
 */
export function scrollToControl(controlId: string): boolean {
  const control = document.getElementById(controlId);
  if (!control) return false;
  control.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}
