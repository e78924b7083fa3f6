import type { AdminSourceRow } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fresh-pouf/ui';
import { ScrollTable } from '../../components/scroll-table';
import { formatCount } from '@fresh-pouf/contracts/values';
import { percentOf } from '../../lib/format';

const NAMES: Record<AdminSourceRow['kind'], string> = {
  campaign: 'Campaign',
  referral: 'Referral links',
  referrer: 'Site',
  direct: 'Direct',
  other: 'Other sources',
};

/** "Campaign: newsletter / email / launch", "Site: news.example.com", "Referral links". */
export const sourceName = (row: Pick<AdminSourceRow, 'kind' | 'label'>) =>
  row.label ? `${NAMES[row.kind]}: ${row.label}` : NAMES[row.kind];

/** Where sign-ups came from (first touch, all time), and how many of each went on to pay. */
export function SourcesCard({ sources }: { sources: AdminSourceRow[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sign-up sources</CardTitle>
      </CardHeader>
      <CardContent>
        {!sources ? (
          <Skeleton className="fpa-stat__skeleton" />
        ) : sources.length === 0 ? (
          <p className="fpa-muted">No sign-ups yet.</p>
        ) : (
          <ScrollTable
            label="Sign-up sources"
            height="fit"
            columns={['Source', 'Sign-ups', 'Confirmed', 'Paid', 'Conversion to paid']}
          >
            {sources.map((row) => (
              <tr key={`${row.kind}:${row.label}`}>
                <td className="fpa-sources__name">{sourceName(row)}</td>
                <td className="fpa-num">{formatCount(row.count)}</td>
                <td className="fpa-num">{formatCount(row.confirmed)}</td>
                <td className="fpa-num">{formatCount(row.paid)}</td>
                <td className="fpa-num">{percentOf(row.paid, row.count)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
