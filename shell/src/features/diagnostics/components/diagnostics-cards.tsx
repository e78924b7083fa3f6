import { useDiagnostics } from '../hooks/use-diagnostics';
import { useDiagnosticsToken } from '../hooks/use-diagnostics-token';
import { DiagnosticsTokenForm } from './diagnostics-token-form';
import { EmailServiceCard } from './email-service-card';
import { EmailTestingCard } from './email-testing-card';
import { EnvironmentCard } from './environment-card';
import './diagnostics.css';

/** The three diagnostics cards (docs/product/e-mails.md#diagnostics-screen), shown on /diagnostics, /test123 and the 404 screen. */
export function DiagnosticsCards() {
  const { token, save } = useDiagnosticsToken();
  const diagnostics = useDiagnostics(token);
  return (
    <div className="diag-cards">
      {diagnostics.needsToken && <DiagnosticsTokenForm key={token} hadToken={token !== null} onSubmit={save} />}
      <EmailServiceCard
        state={diagnostics.state}
        isFetching={diagnostics.isFetching}
        onRefresh={diagnostics.refresh}
        onRetry={diagnostics.retry}
      />
      <EmailTestingCard token={token} />
      <EnvironmentCard state={diagnostics.state} />
    </div>
  );
}
