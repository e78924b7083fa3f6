import {
  DIAGNOSTICS_MESSAGES,
  EMAIL_ENV_VAR_NAMES,
  secretPrefix,
  type CoreEmailDiagnostics,
  type CoreEnvDiagnostics,
  type TestEmailRequest,
  type TestEmailResponse,
} from '@fresh-pouf/contracts';
import type { EmailOutboxRepository, OutboxEntry } from '../email/email-outbox.repository';
import { PROVIDER_NOT_CONFIGURED } from '../email/email-sender';
import { displayName } from '../email/display-name';
import type { ConnectivityCheck } from './postmark-connectivity';
import { redactSecrets } from './redact';
import { DIAGNOSTICS_TEST_EMAIL_KIND, renderTestEmail } from './test-email';

export interface DiagnosticsServiceDeps {
  serverToken: string | undefined;
  accountToken: string | undefined;
  senderEmail: string;
  checkConnectivity: ConnectivityCheck;
  outbox: EmailOutboxRepository;
  /** False when no provider is configured: a test e-mail would only wait in the outbox. */
  canSend: boolean;
  onEmailQueued(): void;
  /** The site's address, for the footer of the test e-mail. */
  siteUrl: string;
  /** For the test e-mail's footer, like every e-mail's. */
  postalAddress: string | null;
  /** How long a test e-mail request waits for the outbox to report the send. */
  testEmailWaitMs: number;
  pollMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDiagnosticsService(deps: DiagnosticsServiceDeps) {
  const secrets = [deps.serverToken, deps.accountToken];
  const safe = (text: string) => redactSecrets(text, secrets);

  async function waitForOutcome(id: number): Promise<OutboxEntry | null> {
    const deadline = Date.now() + deps.testEmailWaitMs;
    for (;;) {
      const entry = await deps.outbox.findById(id);
      if (!entry || entry.status === 'sent' || entry.status === 'failed') return entry;
      // A first attempt failed and waits for its retry: its reason is the answer the operator needs now.
      if (entry.status === 'pending' && entry.attempts > 0 && entry.lastError) return entry;
      if (Date.now() >= deadline) return entry;
      await pause(deps.pollMs ?? 100);
    }
  }

  return {
    async email(): Promise<CoreEmailDiagnostics> {
      return {
        emailSettings: {
          apiKeyConfigured: Boolean(deps.serverToken),
          apiSecretConfigured: Boolean(deps.accountToken),
          apiKeyPrefix: secretPrefix(deps.serverToken),
          apiSecretPrefix: secretPrefix(deps.accountToken),
          envVarNames: { key: EMAIL_ENV_VAR_NAMES.key, secret: EMAIL_ENV_VAR_NAMES.secret },
          senderEmail: deps.senderEmail,
        },
        connectivityTest: safe(await deps.checkConnectivity()),
      };
    },

    env(): CoreEnvDiagnostics {
      return {
        directChecks: {
          [EMAIL_ENV_VAR_NAMES.key]: Boolean(deps.serverToken),
          [EMAIL_ENV_VAR_NAMES.secret]: Boolean(deps.accountToken),
        },
        envUtility: {
          apiKeyPresent: Boolean(deps.serverToken),
          apiSecretPresent: Boolean(deps.accountToken),
          apiKeyPrefix: secretPrefix(deps.serverToken),
          apiSecretPrefix: secretPrefix(deps.accountToken),
        },
      };
    },

    /** Queues the test e-mail in the outbox like any other and reports what the sender made of it. */
    async sendTestEmail(request: TestEmailRequest): Promise<TestEmailResponse> {
      if (!deps.canSend) return { success: false, error: `${PROVIDER_NOT_CONFIGURED}; no test e-mail was queued` };
      const outboxId = await deps.outbox.enqueue({
        kind: DIAGNOSTICS_TEST_EMAIL_KIND,
        to: request.email,
        toName: request.name ? displayName(request.name) : null,
        ...renderTestEmail(new Date(), { url: deps.siteUrl, postalAddress: deps.postalAddress }),
      });
      deps.onEmailQueued();
      const entry = await waitForOutcome(outboxId);
      if (entry?.status === 'sent') {
        return {
          success: true,
          message: `${DIAGNOSTICS_MESSAGES.testEmailSent} to ${request.email}`,
          outboxId,
          ...(entry.providerMessageId ? { providerMessageId: entry.providerMessageId } : {}),
        };
      }
      if (entry?.status === 'failed') {
        return {
          success: false,
          error: safe(entry.lastError ?? 'The e-mail provider refused the test e-mail'),
          outboxId,
        };
      }
      const reason = entry?.lastError ? `: ${safe(entry.lastError)}` : '';
      return {
        success: false,
        error: `Not sent yet${reason}. It stays in the outbox and is retried like every e-mail.`,
        outboxId,
      };
    },
  };
}

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
