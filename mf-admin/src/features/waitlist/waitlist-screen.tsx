import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Spinner, toast } from '@fresh-pouf/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_PATHS } from '../../app/paths';
import { LoadMore } from '../../components/load-more';
import { StaffScreen } from '../../components/staff-screen';
import { useLoadFailure } from '../../lib/call-failures';
import { formatDateTime, planTitle } from '../../lib/format';
import { useExportWaitlist } from './api/export-waitlist';
import { useWaitlist } from './api/waitlist';
import { filterEntries } from './filter-entries';
import { SubscriptionCell } from './subscription-cell';
import { ScrollTable } from '../../components/scroll-table';
import { DataRequestsCard } from '../data-requests/data-requests-card';
import { EntryDataActions } from '../data-requests/entry-data-actions';
import { ReferralHoldsCard } from '../referral-holds/referral-holds-card';

export function WaitlistScreen() {
  return (
    <StaffScreen title="Waitlist Management" announce>
      {(session) => <WaitlistManagement isAdmin={session.user.role === 'admin'} />}
    </StaffScreen>
  );
}

const yesNo = (value: boolean) => (value ? <Badge variant="success">Yes</Badge> : <Badge variant="outline">No</Badge>);

/** `isAdmin`: data requests (export, erase, the open tasks) and decisions on held referrals are for admins only. */
function WaitlistManagement({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const waitlist = useWaitlist();
  const exportCsv = useExportWaitlist();
  const shown = filterEntries(waitlist.entries, search);

  useLoadFailure(waitlist.error, () => toast(failureToast('Error', 'Failed to load waitlist entries. Please try again.')));

  return (
    <div className="fpa-stack">
      <div className="fpa-row fpa-row--between">
        <div>
          <h1 className="fpa-title">Waitlist Management</h1>
          <p className="fpa-muted">View and manage all waitlist registrations.</p>
        </div>
        <div className="fpa-row">
          <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button asChild variant="outline">
            <Link to={ADMIN_PATHS.dashboard}>Back to Dashboard</Link>
          </Button>
        </div>
      </div>
      <Card className="fpa-total">
        <CardHeader>
          <CardTitle as="h2">Total entries</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="fpa-stat__value" data-testid="waitlist-total">
            {waitlist.isPending ? '…' : waitlist.total.toLocaleString('en-US')}
          </p>
        </CardContent>
      </Card>
      <ReferralHoldsCard canDecide={isAdmin} />
      {isAdmin ? <DataRequestsCard /> : null}
      <Input
        type="search"
        aria-label="Search waitlist"
        placeholder="Search by name, email or plan..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {waitlist.isPending ? (
        <Spinner label="Loading waitlist entries" />
      ) : (
        <>
          {shown.length === 0 && search.trim() ? (
            <div className="fpa-empty">
              <p className="fpa-empty__title">No entries match “{search.trim()}”</p>
              <p className="fpa-muted">Search looks at names, email addresses and plans of the entries loaded.</p>
            </div>
          ) : (
            <ScrollTable label="Waitlist entries" columns={['ID', 'Name', 'Email', 'Plan', 'Early Bird', 'Family Plan', 'Payment', 'Subscription', 'Source', 'Confirmed', 'Position', 'Referrals', 'Joined', 'Consent', ...(isAdmin ? ['Data'] : [])]}>
              {shown.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.id}</td>
                  <td>{entry.fullName}</td>
                  <td>{entry.email}</td>
                  <td>{planTitle(entry.plan)}</td>
                  <td>{yesNo(entry.earlyBird)}</td>
                  <td>{yesNo(entry.isFamily)}</td>
                  <td>{entry.paymentMade ? <Badge variant="success">Paid</Badge> : <Badge variant="outline">Pending</Badge>}</td>
                  <td>
                    <SubscriptionCell entry={entry} />
                  </td>
                  <td>{entry.source ?? <span className="fpa-muted">Direct</span>}</td>
                  <td>
                    {entry.confirmedAt ? (
                      <Badge variant="success" title={formatDateTime(entry.confirmedAt)}>
                        Yes
                      </Badge>
                    ) : (
                      <Badge variant="outline">Not yet</Badge>
                    )}
                  </td>
                  <td className="fpa-num">{entry.position.toLocaleString('en-US')}</td>
                  <td className="fpa-num">{entry.referrals.toLocaleString('en-US')}</td>
                  <td>{formatDateTime(entry.joinDate)}</td>
                  <td>
                    {entry.privacyVersion ? (
                      <span title={entry.privacyAcceptedAt ? `Accepted ${formatDateTime(entry.privacyAcceptedAt)}` : undefined}>
                        Privacy {entry.privacyVersion}
                      </span>
                    ) : (
                      <span className="fpa-muted">None recorded</span>
                    )}
                  </td>
                  {isAdmin ? (
                    <td>
                      <EntryDataActions entry={entry} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </ScrollTable>
          )}
          <LoadMore
            shown={shown.length}
            total={waitlist.total}
            hasMore={waitlist.hasNextPage}
            loading={waitlist.isFetchingNextPage}
            onLoadMore={() => void waitlist.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
