import { Skeleton } from '@fresh-pouf/ui';
import type { DiagnosticsState } from '../hooks/use-diagnostics';
import { DiagnosticsCard } from './diagnostics-card';
import { SettingsList } from './settings-list';

function Body({ state }: { state: DiagnosticsState }) {
  if (state.status === 'loading')
    return <Skeleton className="diag-skeleton" aria-label="Loading environment information" />;
  const source = state.status === 'loaded' ? state.emailCheck : state.status === 'fallback' ? state.envCheck : null;
  if (!source) return <p className="diag-note">Environment information is unavailable.</p>;
  return (
    <SettingsList
      rows={[
        ['serverTime', source.serverTime],
        ['nodeEnv', source.environment.nodeEnv],
        ['hostname', source.environment.hostname],
        ['protocol', source.environment.protocol],
      ]}
    />
  );
}

export function EnvironmentCard({ state }: { state: DiagnosticsState }) {
  return (
    <DiagnosticsCard titleId="diag-env-title" title="Environment Information">
      <Body state={state} />
    </DiagnosticsCard>
  );
}
