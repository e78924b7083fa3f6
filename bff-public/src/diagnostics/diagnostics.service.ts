import {
  coreEmailDiagnosticsSchema,
  coreEnvDiagnosticsSchema,
  DIAGNOSTICS_MESSAGES,
  type DiagnosticsEnvironment,
  type EmailCheckResponse,
  type EnvCheckResponse,
  type TestEmailRequest,
  type TestEmailResponse,
  testEmailResponseSchema,
} from '@fresh-pouf/contracts';
import { AppError, type Logger, SERVICE_UNAVAILABLE_MESSAGE, type ServiceClient } from '@fresh-pouf/server-kit';
import type { z } from 'zod';

export interface DiagnosticsServiceOptions {
  /** Longest wait for core's answer to a test e-mail (core itself waits for the send). */
  testEmailTimeoutMs: number;
}

export function createDiagnosticsService(core: ServiceClient, logger: Logger, options: DiagnosticsServiceOptions) {
  async function ask<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    extra: { body?: unknown; requestId?: string | undefined; timeoutMs?: number } = {},
  ): Promise<z.output<S>> {
    const { status, body } = await core.request(method, path, extra);
    const parsed = schema.safeParse(body);
    if (status === 200 && parsed.success) return parsed.data;
    if (status === 400) throw AppError.badRequest(messageOf(body) ?? 'Invalid request');
    logger.error({ requestId: extra.requestId, status, path }, 'unexpected answer from core-service to a diagnostics call');
    throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
  }

  return {
    async emailCheck(environment: DiagnosticsEnvironment, requestId?: string): Promise<EmailCheckResponse> {
      const core = await ask('GET', '/internal/diagnostics/email', coreEmailDiagnosticsSchema, { requestId });
      return { message: DIAGNOSTICS_MESSAGES.emailCheck, ...core, serverTime: new Date().toISOString(), environment };
    },

    async envCheck(environment: DiagnosticsEnvironment, requestId?: string): Promise<EnvCheckResponse> {
      const core = await ask('GET', '/internal/diagnostics/env', coreEnvDiagnosticsSchema, { requestId });
      return { ...core, environment, serverTime: new Date().toISOString() };
    },

    testEmail(request: TestEmailRequest, requestId?: string): Promise<TestEmailResponse> {
      return ask('POST', '/internal/diagnostics/test-email', testEmailResponseSchema, {
        body: request,
        requestId,
        timeoutMs: options.testEmailTimeoutMs,
      });
    },
  };
}

function messageOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
