import {
  coreApi,
  DIAGNOSTICS_MESSAGES,
  type DiagnosticsEnvironment,
  type EmailCheckResponse,
  type EnvCheckResponse,
  type TestEmailRequest,
  type TestEmailResponse,
} from '@fresh-pouf/contracts';
import type { CoreClient } from '@fresh-pouf/server-kit';

export interface DiagnosticsServiceOptions {
  /** Longest wait for core's answer to a test e-mail (core itself waits for the send). */
  testEmailTimeoutMs: number;
}

/** Core's view of the e-mail provider, with what only this BFF knows: the time and how the visitor reached the site. */
export function createDiagnosticsService(core: CoreClient, options: DiagnosticsServiceOptions) {
  return {
    async emailCheck(environment: DiagnosticsEnvironment, requestId?: string): Promise<EmailCheckResponse> {
      const email = await core.call(coreApi.diagnostics.email, { requestId });
      return { message: DIAGNOSTICS_MESSAGES.emailCheck, ...email, serverTime: new Date().toISOString(), environment };
    },

    async envCheck(environment: DiagnosticsEnvironment, requestId?: string): Promise<EnvCheckResponse> {
      const env = await core.call(coreApi.diagnostics.env, { requestId });
      return { ...env, environment, serverTime: new Date().toISOString() };
    },

    testEmail(request: TestEmailRequest, requestId?: string): Promise<TestEmailResponse> {
      return core.call(coreApi.diagnostics.testEmail, {
        body: request,
        requestId,
        timeoutMs: options.testEmailTimeoutMs,
      });
    },
  };
}

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
