import { waitlistEntryRecordSchema, waitlistSignupSchema } from '../waitlist';
import { CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** Sign-ups: the entry and its confirmation e-mail are stored together. */
export const coreWaitlistApi = {
  signUp: coreRoute({
    method: 'POST',
    path: '/internal/waitlist-entries',
    body: waitlistSignupSchema,
    status: 201,
    response: waitlistEntryRecordSchema,
    passThrough: [400, 409],
    failureMessage: CORE_FAILURE_MESSAGES.signUp,
  }),
  get: coreRoute({
    method: 'GET',
    path: '/internal/waitlist-entries/:id',
    ...idParams(WAITLIST_ENTRY_NOT_FOUND),
    status: 200,
    response: waitlistEntryRecordSchema,
    passThrough: [404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
};
