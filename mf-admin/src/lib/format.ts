import { PLANS, type AdminWaitlistEntry } from '@fresh-pouf/contracts';

/**
 * A formatter made on its first use, not as the staff area's code loads: making one (the zone's
 * name above all) takes tens of milliseconds on a phone, in the way of a screen's first render.
 */
function onFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= make());
}

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

/** en-US with a short month, day, year, hour and minute (docs/product/staff-area.md#waitlist-management), and the zone they are in ("UTC", "PST"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

export const capitalise = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** A plan's name as the public site writes it ("Bi-Monthly"); an unknown value capitalised. */
export function planTitle(plan: string): string {
  return PLANS.find((p) => p.id === plan)?.title ?? capitalise(plan);
}

/** The plan, with the number of poufs for a family entry. */
export function planLabel(entry: Pick<AdminWaitlistEntry, 'plan' | 'isFamily' | 'numberOfPoufs'>): string {
  const plan = planTitle(entry.plan);
  return entry.isFamily ? `${plan} (${entry.numberOfPoufs} poufs)` : plan;
}

/** The plan bar's width: count over total, capped at 100% (docs/product/staff-area.md#dashboard-tabs). */
export function barPercent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, (count / total) * 100);
}

/** "12.5%": part of whole with one decimal; "–" when there is no whole to divide by. */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${((part / whole) * 100).toFixed(1)}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 3" for a yyyy-MM-dd day (UTC, as the funnel counts), as en-US writes it. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
