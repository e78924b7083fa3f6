import {
  coreEmailDiagnosticsSchema,
  coreEnvDiagnosticsSchema,
  testEmailRequestSchema,
  testEmailResponseSchema,
} from '../diagnostics';
import { CORE_FAILURE_MESSAGES, coreRoute } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.unavailable;

/** What core knows about the e-mail provider, and a test e-mail sent through the outbox. */
export const coreDiagnosticsApi = {
  email: coreRoute({
    method: 'GET',
    path: '/internal/diagnostics/email',
    status: 200,
    response: coreEmailDiagnosticsSchema,
    passThrough: [],
    failureMessage,
  }),
  env: coreRoute({
    method: 'GET',
    path: '/internal/diagnostics/env',
    status: 200,
    response: coreEnvDiagnosticsSchema,
    passThrough: [],
    failureMessage,
  }),
  testEmail: coreRoute({
    method: 'POST',
    path: '/internal/diagnostics/test-email',
    body: testEmailRequestSchema,
    status: 200,
    response: testEmailResponseSchema,
    passThrough: [400],
    failureMessage,
  }),
};
