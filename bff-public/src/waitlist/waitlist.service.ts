import {
  WAITLIST_MESSAGES,
  apiErrorSchema,
  type WaitlistCreatedResponse,
  type WaitlistSignup,
  waitlistEntryRecordSchema,
} from '@fresh-pouf/contracts';
import { AppError, type Logger, type ServiceClient } from '@fresh-pouf/server-kit';

export type JoinResult = { kind: 'created'; body: WaitlistCreatedResponse } | { kind: 'duplicate'; message: string };

const NOT_SAVED = 'We could not save your sign-up just now. Please try again.';

export function createWaitlistService(core: ServiceClient, logger: Logger) {
  return {
    /** Stores the sign-up in core; its confirmation e-mail is queued in the same transaction. */
    async join(signup: WaitlistSignup, requestId?: string): Promise<JoinResult> {
      const { status, body } = await core.request('POST', '/internal/waitlist-entries', { body: signup, requestId });
      if (status === 201) {
        const entry = waitlistEntryRecordSchema.safeParse(body);
        if (entry.success) return { kind: 'created', body: { id: entry.data.id, message: WAITLIST_MESSAGES.created } };
        logger.error({ requestId, issues: entry.error.issues }, 'core-service answered 201 with an unexpected body');
        throw new AppError(502, NOT_SAVED);
      }
      const error = apiErrorSchema.safeParse(body);
      if (status === 409) return { kind: 'duplicate', message: error.data?.message ?? WAITLIST_MESSAGES.duplicate };
      if (status === 400) throw AppError.badRequest(error.data?.message ?? 'Invalid sign-up', error.data?.fieldErrors);
      // A 401 here means the service tokens disagree: an operator must see it, the visitor must not.
      logger.error({ requestId, status, body }, 'unexpected answer from core-service to a sign-up');
      throw new AppError(502, NOT_SAVED);
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
