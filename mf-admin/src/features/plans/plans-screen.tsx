import { Spinner, toast } from '@fresh-pouf/ui';
import { failureToast } from '../../app/admin-toasts';
import { ScrollTable } from '../../components/scroll-table';
import { useLoadFailure } from '../../lib/call-failures';
import { planTitle } from '../../lib/format';
import { useStats } from '../dashboard/api/stats';

/** How many entries chose each plan: the dashboard's numbers, read on their own page. */
export function PlansScreen() {
  const stats = useStats();
  useLoadFailure(stats.error, () => toast(failureToast('Error', 'Failed to load the plans. Please try again.')));
  return (
    <div className="fpa-stack">
      <h1 className="fpa-title">Plans</h1>
      {stats.data?.planBreakdown.length === 0 ? (
        <div className="fpa-empty">
          <p className="fpa-empty__title">No entries yet</p>
          <p className="fpa-muted">Each plan is counted here once someone chooses it.</p>
        </div>
      ) : stats.data ? (
        <ScrollTable label="Entries by plan" columns={['Plan', 'Entries']}>
          {stats.data.planBreakdown.map(({ plan, count }) => (
            <tr key={plan}>
              <td>{planTitle(plan)}</td>
              <td>{count.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <Spinner label="Loading plans" />
      )}
    </div>
  );
}
