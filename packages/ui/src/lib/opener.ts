/**
 * The control a dialog opened from should give focus back to. A dialog opened from a menu item
 * opens as the menu closes and takes the item with it: the menu's own button (the element
 * that labels it) is then the control to return to.
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  const trigger = labelledBy ? document.getElementById(labelledBy) : null;
  return trigger ?? active;
}
