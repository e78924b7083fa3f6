import type { AdminWaitlistEntry } from '@fresh-pouf/contracts';

/** Local, case-insensitive search by full name, email or plan (spec section 2). */
export function filterEntries(entries: AdminWaitlistEntry[], search: string): AdminWaitlistEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter(
    (e) => e.fullName.toLowerCase().includes(needle) || e.email.toLowerCase().includes(needle) || e.plan.toLowerCase().includes(needle),
  );
}
