import { Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';

/** The one figure a list screen leads with (its total), '…' while it loads. */
export function TotalCard({ title, testId, value }: { title: string; testId: string; value: ReactNode }) {
  return (
    <Card className="fpa-total">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="fpa-stat__value" data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}
