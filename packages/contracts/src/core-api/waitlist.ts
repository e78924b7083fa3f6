import { waitlistEntryRecordSchema, waitlistSignupSchema } from '../waitlist';
import { idParamsSchema } from '../ids';
import { coreRoute } from './route';

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
    failureMessage: 'We could not save your sign-up just now. Please try again.',
  }),
  get: coreRoute({
    method: 'GET',
    path: '/internal/waitlist-entries/:id',
    params: idParamsSchema,
    notFound: WAITLIST_ENTRY_NOT_FOUND,
    status: 200,
    response: waitlistEntryRecordSchema,
    passThrough: [404],
    failureMessage: 'The service is temporarily unavailable. Please try again in a moment.',
  }),
};
