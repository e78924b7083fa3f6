import { Spinner } from '@fresh-pouf/ui';
import { AdminsOnly } from '../../components/admins-only';
import type { SignedInScreenProps } from '../../components/staff-screen';
import { useStats } from '../dashboard/api/stats';
import './system-screen.css';

const TITLE = 'System';

export function SystemScreen({ session }: SignedInScreenProps) {
  return session.user.role === 'admin' ? (
    <SystemFigures />
  ) : (
    <AdminsOnly screen={TITLE}>Only an admin can see the system's figures.</AdminsOnly>
  );
}

function SystemFigures() {
  const stats = useStats();
  return (
    <div className="fpa-stack">
      <h1 className="fpa-title">{TITLE}</h1>
      {stats.data ? (
        <p className="fpa-system__figure">
          Entries still to confirm their e-mail: <strong>{stats.data.unconfirmedCount}</strong>
        </p>
      ) : stats.isError ? (
        <p className="fpa-muted">The figures could not be loaded.</p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
