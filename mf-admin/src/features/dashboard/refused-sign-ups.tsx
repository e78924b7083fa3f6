import type { AdminStats } from '@fresh-pouf/contracts';
import { CountListCard } from './count-list-card';

const REASONS: { key: keyof AdminStats['refusedSignUps']; label: string }[] = [
  { key: 'throwaway', label: 'Throwaway address' },
  { key: 'honeypot', label: 'Hidden field filled (bot)' },
  { key: 'tooFast', label: 'Sent too fast (bot)' },
];

/** Sign-ups the bot checks refused in the last 30 days; nothing else of them is kept. */
export function RefusedSignUps({ refused }: { refused: AdminStats['refusedSignUps'] | undefined }) {
  return (
    <CountListCard title="Refused sign-ups (last 30 days)" rows={REASONS} counts={refused} testId="refused-sign-ups" />
  );
}
