import {
  coreEmailDiagnosticsSchema,
  coreEnvDiagnosticsSchema,
  testEmailRequestSchema,
  testEmailResponseSchema,
} from '../diagnostics';
import { CORE_FAILURE_MESSAGES, coreRouteFamily } from './route';

/** Every diagnostics call: core failing is told in the same words as any unavailable service. */
const diagnosticsCall = coreRouteFamily({ failureMessage: CORE_FAILURE_MESSAGES.unavailable });

/** What core knows about the e-mail provider, and a test e-mail sent through the outbox. */
export const coreDiagnosticsApi = {
  email: diagnosticsCall({
    method: 'GET',
    path: '/internal/diagnostics/email',
    status: 200,
    response: coreEmailDiagnosticsSchema,
    passThrough: [],
  }),
  env: diagnosticsCall({
    method: 'GET',
    path: '/internal/diagnostics/env',
    status: 200,
    response: coreEnvDiagnosticsSchema,
    passThrough: [],
  }),
  testEmail: diagnosticsCall({
    method: 'POST',
    path: '/internal/diagnostics/test-email',
    body: testEmailRequestSchema,
    status: 200,
    response: testEmailResponseSchema,
    passThrough: [400],
  }),
};
