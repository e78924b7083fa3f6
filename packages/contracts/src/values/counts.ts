/**
 * A count as en-US writes it ("1,000,000"), the one way the staff screens write one: the admin
 * App, and the page's head script that shows a screen's first counts in its placeholder
 * (remote-kit's first-data) before the App's code has arrived. Written out rather than asked of
 * Intl: the first number Intl formats loads its locale data, tens of milliseconds on a phone.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
