import { ApiRequestError, callRoute } from '@fresh-pouf/api-client';
import {
  DIAGNOSTICS_MESSAGES,
  publicApi,
  TEST_EMAIL_PLACEHOLDER_NAME,
  type TestEmailResponse,
} from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { tokenHeaders } from '../lib/diagnostics-token';

export const TEST_EMAIL_URL = publicApi.diagnostics.testEmail.path;

/**
 * What the screen prints as JSON (docs/product/e-mails.md#diagnostics-messages): the server's answer; the documented sentence
 * when the call failed; success false when it could not be made at all. A refused call also
 * carries the server's reason (e.g. throttled) and its status, so the screen can say more.
 */
export type TestEmailResult =
  | { kind: 'answer'; shown: TestEmailResponse }
  | { kind: 'call-failed'; shown: string; status: number; serverMessage: string | undefined }
  | { kind: 'exception'; shown: { success: false; error: string } };

export async function sendTestEmail(email: string, token: string | null): Promise<TestEmailResult> {
  try {
    const shown = await callRoute(
      publicApi.diagnostics.testEmail,
      { body: { email, name: TEST_EMAIL_PLACEHOLDER_NAME } },
      { headers: tokenHeaders(token) },
    );
    return { kind: 'answer', shown };
  } catch (error) {
    console.error('Test email failed:', error);
    if (error instanceof ApiRequestError) {
      return {
        kind: 'call-failed',
        shown: DIAGNOSTICS_MESSAGES.testEmailCallFailed,
        status: error.status,
        serverMessage: error.serverMessage,
      };
    }
    return { kind: 'exception', shown: { success: false, error: DIAGNOSTICS_MESSAGES.testEmailException } };
  }
}

export const testEmailMutationOptions = (token: string | null) =>
  mutationOptions({
    mutationKey: [TEST_EMAIL_URL],
    mutationFn: (email: string) => sendTestEmail(email, token),
  });

export function useTestEmail(token: string | null) {
  return useMutation(testEmailMutationOptions(token));
}
