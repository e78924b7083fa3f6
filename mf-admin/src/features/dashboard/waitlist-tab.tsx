import { Badge } from '@fresh-pouf/ui';
import type { useWaitlist } from '../waitlist/api/waitlist';
import { LoadMore } from '../../components/load-more';
import { formatDateTime, planLabel } from '../../lib/format';
import { ScrollTable } from '../../components/scroll-table';

export function WaitlistTab({ waitlist }: { waitlist: ReturnType<typeof useWaitlist> }) {
  return (
    <div className="fpa-stack">
      <ScrollTable label="Waitlist entries" columns={['ID', 'Name', 'Email', 'Plan', 'Join Date', 'Status']}>
        {waitlist.entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.id}</td>
            <td>{entry.fullName}</td>
            <td>{entry.email}</td>
            <td>{planLabel(entry)}</td>
            <td>{formatDateTime(entry.joinDate)}</td>
            <td>
              <span className="fpa-badges">
                {entry.paymentMade ? (
                  <Badge variant="success">Paid</Badge>
                ) : (
                  <Badge variant="secondary">Waitlist</Badge>
                )}
                {entry.earlyBird ? <Badge>Early Bird</Badge> : null}
              </span>
            </td>
          </tr>
        ))}
      </ScrollTable>
      <LoadMore
        shown={waitlist.entries.length}
        total={waitlist.total}
        hasMore={waitlist.hasNextPage}
        loading={waitlist.isFetchingNextPage}
        onLoadMore={() => void waitlist.fetchNextPage()}
      />
    </div>
  );
}
