/**
 * A count as en-US writes it ("1,000,000"), the one way the site writes one: the staff App, the
 * page's head script that shows the dashboard's counts in its placeholder before the App's code
 * has arrived (remote-kit's first-data), a visitor's place in line and the messages about it. Written out rather than asked of
 * Intl: the first number Intl formats loads its locale data, tens of milliseconds on a phone.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
