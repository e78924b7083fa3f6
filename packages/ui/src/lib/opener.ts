import { useRef } from 'react';

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

/**
 * Focus handlers for a Radix dialog opened from state rather than a Trigger: the dialog itself
 * remembers who had focus as it opens and gives it back as it closes (if that control is still there).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
