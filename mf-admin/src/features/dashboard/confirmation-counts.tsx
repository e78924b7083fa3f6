import type { AdminStats } from '@fresh-pouf/contracts';
import { CountListCard } from './count-list-card';

const ROWS = [
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'unconfirmed', label: 'Not confirmed yet' },
] as const;

/** Entries whose owner opened the e-mailed confirmation link, and those still waiting to. */
export function ConfirmationCounts({ stats }: { stats: AdminStats | undefined }) {
  const counts = stats ? { confirmed: stats.confirmedCount, unconfirmed: stats.unconfirmedCount } : undefined;
  return <CountListCard title="Confirmed addresses" rows={ROWS} counts={counts} testId="confirmation-counts" />;
}
