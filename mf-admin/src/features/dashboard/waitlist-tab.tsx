import { Badge } from '@fresh-pouf/ui';
import type { useWaitlist } from '../waitlist/api/waitlist';
import { LoadMore } from '../../components/load-more';
import { formatDateTime, planLabel } from '../../lib/format';

export function WaitlistTab({ waitlist }: { waitlist: ReturnType<typeof useWaitlist> }) {
  return (
    <div className="fpa-stack">
      <div className="fpa-scroll" tabIndex={0} role="region" aria-label="Waitlist entries">
        <table className="fpa-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Plan</th>
              <th scope="col">Join Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {waitlist.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.id}</td>
                <td>{entry.fullName}</td>
                <td>{entry.email}</td>
                <td>{planLabel(entry)}</td>
                <td>{formatDateTime(entry.joinDate)}</td>
                <td>
                  <span className="fpa-badges">
                    {entry.paymentMade ? <Badge variant="success">Paid</Badge> : <Badge variant="secondary">Waitlist</Badge>}
                    {entry.earlyBird ? <Badge>Early Bird</Badge> : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
