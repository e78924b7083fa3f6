import {
  WAITLIST_MESSAGES,
  type WaitlistCreatedResponse,
  type WaitlistEntryRecord,
  type WaitlistSignup,
} from '@fresh-pouf/contracts';
import { AppError, type ServiceClient } from '@fresh-pouf/server-kit';

export type JoinResult = { kind: 'created'; body: WaitlistCreatedResponse } | { kind: 'duplicate'; message: string };

interface CoreError {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

export function createWaitlistService(core: ServiceClient) {
  return {
    /** Stores the sign-up in core; its confirmation e-mail is queued in the same transaction. */
    async join(signup: WaitlistSignup, requestId?: string): Promise<JoinResult> {
      const { status, body } = await core.request<WaitlistEntryRecord | CoreError>('POST', '/internal/waitlist-entries', {
        body: signup,
        requestId,
      });
      if (status === 201) {
        const entry = body as WaitlistEntryRecord;
        return { kind: 'created', body: { id: entry.id, message: WAITLIST_MESSAGES.created } };
      }
      const error = (body ?? {}) as CoreError;
      if (status === 409) return { kind: 'duplicate', message: error.message ?? WAITLIST_MESSAGES.duplicate };
      if (status === 400) throw AppError.badRequest(error.message ?? 'Invalid sign-up', error.fieldErrors);
      throw new AppError(502, 'We could not save your sign-up just now. Please try again.');
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
