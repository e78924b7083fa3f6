import {
  emailCheckResponseSchema,
  envCheckResponseSchema,
  testEmailRequestSchema,
  testEmailResponseSchema,
} from '../diagnostics';
import { bffRoute } from './route';

/**
 * The diagnostics screen's calls (the shell's own screen): each needs the diagnostics token where
 * one is set (401 without it); a test e-mail is limited per client address and per address (429).
 */
const diagnostics = {
  emailCheck: bffRoute({
    method: 'GET',
    path: '/api/email-check',
    status: 200,
    response: emailCheckResponseSchema,
    errors: [401],
  }),
  /** The fallback, asked once the e-mail check has failed. */
  envCheck: bffRoute({
    method: 'GET',
    path: '/api/env-check',
    status: 200,
    response: envCheckResponseSchema,
    errors: [401],
  }),
  testEmail: bffRoute({
    method: 'POST',
    path: '/api/test-email',
    body: testEmailRequestSchema,
    status: 200,
    response: testEmailResponseSchema,
    errors: [400, 401, 429],
  }),
};

/**
 * The public screens' calls to bff-public that are described here so far; the others still
 * name their paths in their domain's file (`WAITLIST_PLACE_API`, `CHECKOUT_CONFIG_URL`, ...).
 */
export const publicApi = { diagnostics } as const;
