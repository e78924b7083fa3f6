import { DIAGNOSTICS_MESSAGES, EMAIL_ENV_VAR_NAMES, type EmailSettings } from '@fresh-pouf/contracts';
import { Badge, Button, Skeleton, Spinner } from '@fresh-pouf/ui';
import type { DiagnosticsState } from '../hooks/use-diagnostics';
import { DiagnosticsCard } from './diagnostics-card';
import { SettingsList } from './settings-list';

interface EmailServiceCardProps {
  state: DiagnosticsState;
  isFetching: boolean;
  onRefresh(): void;
  onRetry(): void;
}

/** Spec: connectivity reads 'Failed' whenever its text lacks 'Success'. */
export const isConnected = (connectivityTest: string | undefined) => Boolean(connectivityTest?.includes('Success'));

function Configured({ yes, prefix }: { yes: boolean; prefix: string | null }) {
  return (
    <>
      {yes ? <Badge variant="success">Configured</Badge> : <Badge variant="warning">Not configured</Badge>}
      {prefix && <code className="diag-prefix">{prefix}</code>}
    </>
  );
}

function Connectivity({ text }: { text: string | undefined }) {
  const connected = isConnected(text);
  return (
    <>
      {connected ? <Badge variant="success">Success</Badge> : <Badge variant="warning">Failed</Badge>}
      {text && <span className="diag-detail">{text}</span>}
    </>
  );
}

function settingsRows(
  settings: Omit<EmailSettings, 'senderEmail'> & { senderEmail: string | null },
  connectivity: string | undefined,
) {
  return (
    <SettingsList
      rows={[
        ['API key', <Configured yes={settings.apiKeyConfigured} prefix={settings.apiKeyPrefix} />],
        ['API secret', <Configured yes={settings.apiSecretConfigured} prefix={settings.apiSecretPrefix} />],
        [
          'Environment variables',
          <>
            <code>{settings.envVarNames.key}</code> (key), <code>{settings.envVarNames.secret}</code> (secret)
          </>,
        ],
        ['Sender', settings.senderEmail ?? 'Unknown'],
        ['Connectivity', <Connectivity text={connectivity} />],
      ]}
    />
  );
}

function Body({ state }: { state: DiagnosticsState }) {
  switch (state.status) {
    case 'loading':
      return (
        <div className="diag-loading">
          <Spinner label="Loading diagnostics..." />
          <Skeleton className="diag-skeleton" />
          <Skeleton className="diag-skeleton" />
        </div>
      );
    case 'loaded':
      return settingsRows(state.emailCheck.emailSettings, state.emailCheck.connectivityTest);
    case 'fallback': {
      const env = state.envCheck.envUtility;
      return (
        <>
          <p className="diag-note">The e-mail check did not answer; these settings come from the environment check.</p>
          {settingsRows(
            {
              apiKeyConfigured: env.apiKeyPresent,
              apiSecretConfigured: env.apiSecretPresent,
              apiKeyPrefix: env.apiKeyPrefix,
              apiSecretPrefix: env.apiSecretPrefix,
              envVarNames: { key: EMAIL_ENV_VAR_NAMES.key, secret: EMAIL_ENV_VAR_NAMES.secret },
              senderEmail: null,
            },
            undefined,
          )}
        </>
      );
    }
    case 'failed':
      return (
        <div role="alert" className="diag-error">
          <p>{DIAGNOSTICS_MESSAGES.bothFailed}</p>
          <p>{DIAGNOSTICS_MESSAGES.loadFailed}</p>
        </div>
      );
  }
}

export function EmailServiceCard({ state, isFetching, onRefresh, onRetry }: EmailServiceCardProps) {
  const settled = state.status !== 'loading';
  return (
    <DiagnosticsCard
      titleId="diag-email-title"
      title="Email Service Diagnostics"
      description="Whether Postmark, the e-mail provider, is configured and answering."
      busy={isFetching}
      footer={
        settled && (
          <>
            {state.status !== 'failed' && (
              <Button variant="outline" onClick={onRefresh} disabled={isFetching}>
                Refresh Diagnostics
              </Button>
            )}
            {state.status !== 'loaded' && (
              <Button onClick={onRetry} disabled={isFetching}>
                Retry
              </Button>
            )}
          </>
        )
      }
    >
      <Body state={state} />
    </DiagnosticsCard>
  );
}
