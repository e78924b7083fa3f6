import { REFERRAL_HOLD_MESSAGES, referralDecisionSchema, referralHoldsResponseSchema } from '../referral-holds';
import { ADMINS_ONLY } from '../admin-users';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.admin;

/** An admin's decision on a held referral (audited). 404 for an unknown entry, 409 when it is not held. */
const decision = (action: 'approve' | 'refuse') =>
  coreRoute({
    method: 'POST',
    path: `/internal/admin/referral-holds/:id/${action}`,
    ...idParams(REFERRAL_HOLD_MESSAGES.notFound),
    ...adminsOnly(ADMINS_ONLY.referralHolds),
    status: 200,
    response: referralDecisionSchema,
    passThrough: [401, 403, 404, 409],
    failureMessage,
  });

/** Held referrals: every staff member may see them, only admins decide (each decision is audited). */
export const coreReferralHoldsApi = {
  /** The oldest held referrals first, with the reason each waits. */
  list: coreRoute({
    method: 'GET',
    path: '/internal/admin/referral-holds',
    actor: 'staff',
    status: 200,
    response: referralHoldsResponseSchema,
    passThrough: [401],
    failureMessage,
  }),
  /** Credits a held referral: its referrer moves up. */
  approve: decision('approve'),
  /** Refuses a held referral: it is never credited. */
  refuse: decision('refuse'),
};
