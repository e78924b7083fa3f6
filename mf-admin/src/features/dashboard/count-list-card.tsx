import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fresh-pouf/ui';
import { formatCount } from '@fresh-pouf/contracts/values';

/** A card of labelled counts (customers by state, refused sign-ups by reason); a skeleton until they arrive. */
export function CountListCard<K extends string>({
  title,
  rows,
  counts,
  testId,
}: {
  title: string;
  rows: readonly { key: K; label: string }[];
  counts: Record<K, number> | undefined;
  testId: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {counts ? (
          <dl className="fpa-states" data-testid={testId}>
            {rows.map(({ key, label }) => (
              <div key={key} className="fpa-states__row">
                <dt>{label}</dt>
                <dd>{formatCount(counts[key])}</dd>
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
