import type { AdminStats } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fresh-pouf/ui';

const REASONS: { key: keyof AdminStats['refusedSignUps']; label: string }[] = [
  { key: 'throwaway', label: 'Throwaway address' },
  { key: 'honeypot', label: 'Hidden field filled (bot)' },
  { key: 'tooFast', label: 'Sent too fast (bot)' },
];

/** Sign-ups the bot checks refused in the last 30 days; nothing else of them is kept. */
export function RefusedSignUps({ refused }: { refused: AdminStats['refusedSignUps'] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Refused sign-ups (last 30 days)</CardTitle>
      </CardHeader>
      <CardContent>
        {refused ? (
          <dl className="fpa-states" data-testid="refused-sign-ups">
            {REASONS.map(({ key, label }) => (
              <div key={key} className="fpa-states__row">
                <dt>{label}</dt>
                <dd>{refused[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Skeleton className="fpa-stat__skeleton" />
        )}
      </CardContent>
    </Card>
  );
}
