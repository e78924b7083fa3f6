import { z } from 'zod';
import { changePasswordResponseSchema, changePasswordSchema, createUserSchema } from '../admin-staff';
import { twoFactorCodeSchema, twoFactorSetupSchema } from '../admin-two-factor';
import {
  adminLoginRequestSchema,
  adminUserSchema,
  loginResponseSchema,
  staffUserSchema,
  usersResponseSchema,
} from '../admin-users';
import {
  adminFunnelQuerySchema,
  adminFunnelSchema,
  adminStatsSchema,
  adminWaitlistPageSchema,
  adminWaitlistQuerySchema,
} from '../admin-waitlist';
import {
  announcementDraftSchema,
  announcementPreviewRequestSchema,
  announcementPreviewSchema,
  announcementResponseSchema,
  announcementSegmentChoiceSchema,
  announcementsResponseSchema,
  recipientCountSchema,
  testSendResultSchema,
} from '../announcements';
import {
  blogDeletedSchema,
  blogListResponseSchema,
  blogPostInputSchema,
  blogPostSchema,
  blogStatusQuerySchema,
} from '../blog';
import { dataEraseResponseSchema, dataRequestSchema, dataRequestsResponseSchema } from '../data-requests';
import { entryEmailsSchema } from '../entry-emails';
import { reconcileLatestSchema, reconcileRunSchema } from '../reconcile';
import { referralDecisionSchema, referralHoldsResponseSchema } from '../referral-holds';
import { stripeEventLogEntrySchema, stripeEventLogPageSchema, stripeEventLogQuerySchema } from '../stripe-event-log';
import { priceAlertAcknowledgedSchema, priceAlertAcknowledgementSchema } from '../subscription';
import { bffRoute } from './route';

/** Turning two-factor on or off answers the user as they now are. */
export const adminUserAnswerSchema = z.object({ user: adminUserSchema.optional() });
/** A staff account created, deactivated or reactivated, with the words to say so. */
export const staffUserChangeSchema = z.object({ message: z.string(), user: staffUserSchema });

/** A step of signing in: it sends no bearer token, and answers the session or the step still due. */
const signInStep = <const P extends `/api/${string}`, const B extends z.ZodType, const E extends readonly number[]>(
  path: P,
  body: B,
  errors: E,
) => bffRoute({ method: 'POST', path, body, status: 200, response: loginResponseSchema, errors });

/** Signing in: the two calls that send no bearer token. */
const auth = {
  /** 428 with a proof-of-work challenge after failures on the account: solve it and send again. */
  login: signInStep('/api/admin/login', adminLoginRequestSchema, [400, 401, 428]),
  /** The pending sign-in travels in the httpOnly cookie the login set. */
  verifyTwoFactor: signInStep('/api/admin/verify-2fa', twoFactorCodeSchema, [400, 401, 429]),
};

/** The signed-in member's own account and, for admins, the staff list. */
const staff = {
  changePassword: bffRoute({
    method: 'POST',
    path: '/api/admin/change-password',
    body: changePasswordSchema,
    status: 200,
    response: changePasswordResponseSchema,
    errors: [400, 401],
  }),
  setupTwoFactor: bffRoute({
    method: 'POST',
    path: '/api/admin/setup-2fa',
    status: 200,
    response: twoFactorSetupSchema,
    errors: [401, 409],
  }),
  confirmTwoFactor: bffRoute({
    method: 'POST',
    path: '/api/admin/confirm-2fa',
    body: twoFactorCodeSchema,
    status: 200,
    response: adminUserAnswerSchema,
    errors: [400, 401],
  }),
  /** Takes a current code (or a backup code) as well as the session. */
  disableTwoFactor: bffRoute({
    method: 'POST',
    path: '/api/admin/disable-2fa',
    body: twoFactorCodeSchema,
    status: 200,
    response: adminUserAnswerSchema,
    errors: [400, 401, 429],
  }),
  users: bffRoute({
    method: 'GET',
    path: '/api/admin/users',
    status: 200,
    response: usersResponseSchema,
    errors: [401, 403],
  }),
  /** A username already taken is a 409 with core's message. */
  createUser: bffRoute({
    method: 'POST',
    path: '/api/admin/create-user',
    body: createUserSchema,
    checkedBy: 'core',
    status: 201,
    response: staffUserChangeSchema,
    errors: [400, 401, 403, 409],
  }),
  deactivateUser: bffRoute({
    method: 'POST',
    path: '/api/admin/deactivate-user/:id',
    status: 200,
    response: staffUserChangeSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  reactivateUser: bffRoute({
    method: 'POST',
    path: '/api/admin/reactivate-user/:id',
    status: 200,
    response: staffUserChangeSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

/** The dashboard and the waitlist: screen data every staff role may read, and what admins do with it. */
const dashboard = {
  stats: bffRoute({ method: 'GET', path: '/api/admin/stats', status: 200, response: adminStatsSchema, errors: [401] }),
  /** Sign-ups per day of the last 30 or 90 days, for the Overview's chart. */
  funnel: bffRoute({
    method: 'GET',
    path: '/api/admin/stats/funnel',
    query: adminFunnelQuerySchema,
    status: 200,
    response: adminFunnelSchema,
    errors: [400, 401],
  }),
  /** A page of the waitlist, newest first (keyset `before`), or the matches of `q`. */
  waitlist: bffRoute({
    method: 'GET',
    path: '/api/admin/waitlist',
    query: adminWaitlistQuerySchema,
    status: 200,
    response: adminWaitlistPageSchema,
    errors: [400, 401],
  }),
  /** What was sent to the entry and what became of it, never the text. */
  entryEmails: bffRoute({
    method: 'GET',
    path: '/api/admin/waitlist/:id/emails',
    status: 200,
    response: entryEmailsSchema,
    errors: [401, 404],
  }),
  /** Every entry as CSV, for a spreadsheet. */
  exportWaitlist: bffRoute({
    method: 'GET',
    path: '/api/admin/waitlist/export.csv',
    status: 200,
    response: 'file',
    errors: [401],
  }),
  /** Admins clear a price-lock alert with a note, which goes to the audit log. */
  acknowledgePriceAlert: bffRoute({
    method: 'POST',
    path: '/api/admin/waitlist/:id/price-alert/acknowledge',
    body: priceAlertAcknowledgementSchema,
    status: 200,
    response: priceAlertAcknowledgedSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};

/** The blog's five staff calls; editors and admins alike. A slug already taken is a 409. */
const blog = {
  list: bffRoute({
    method: 'GET',
    path: '/api/admin/blog',
    query: blogStatusQuerySchema,
    status: 200,
    response: blogListResponseSchema,
    errors: [400, 401],
  }),
  get: bffRoute({
    method: 'GET',
    path: '/api/admin/blog/:id',
    status: 200,
    response: blogPostSchema,
    errors: [401, 404],
  }),
  create: bffRoute({
    method: 'POST',
    path: '/api/admin/blog',
    body: blogPostInputSchema,
    status: 201,
    response: blogPostSchema,
    errors: [400, 401, 409],
  }),
  update: bffRoute({
    method: 'PUT',
    path: '/api/admin/blog/:id',
    body: blogPostInputSchema,
    status: 200,
    response: blogPostSchema,
    errors: [400, 401, 404, 409],
  }),
  remove: bffRoute({
    method: 'DELETE',
    path: '/api/admin/blog/:id',
    status: 200,
    response: blogDeletedSchema,
    errors: [401, 404],
  }),
};

const ANNOUNCEMENT = '/api/admin/announcements/:id';
/** The steps of an announcement once written; 409 when another admin has moved it on. */
const announcementStep = <S extends 'send' | 'pause' | 'resume'>(step: S) =>
  bffRoute({
    method: 'POST',
    path: `${ANNOUNCEMENT}/${step}`,
    status: 200,
    response: announcementResponseSchema,
    errors: [400, 401, 403, 404, 409],
  });

/** Announcements to the list: admins only (core decides, and audits each step). */
const announcements = {
  list: bffRoute({
    method: 'GET',
    path: '/api/admin/announcements',
    status: 200,
    response: announcementsResponseSchema,
    errors: [401, 403],
  }),
  create: bffRoute({
    method: 'POST',
    path: '/api/admin/announcements',
    body: announcementDraftSchema,
    status: 201,
    response: announcementResponseSchema,
    errors: [400, 401, 403],
  }),
  /** A read sent as a POST: how many a segment reaches now, and whether a send may start. */
  recipients: bffRoute({
    method: 'POST',
    path: '/api/admin/announcements/recipients',
    body: announcementSegmentChoiceSchema,
    status: 200,
    response: recipientCountSchema,
    errors: [400, 401, 403],
  }),
  /** A read sent as a POST: the draft as the e-mail would go, both parts; nothing stored. */
  preview: bffRoute({
    method: 'POST',
    path: '/api/admin/announcements/preview',
    body: announcementPreviewRequestSchema,
    status: 200,
    response: announcementPreviewSchema,
    errors: [400, 401, 403],
  }),
  /** Read while a send runs: core records it as sent when it is read with nothing left. */
  get: bffRoute({
    method: 'GET',
    path: ANNOUNCEMENT,
    status: 200,
    response: announcementResponseSchema,
    errors: [401, 403, 404],
  }),
  update: bffRoute({
    method: 'PUT',
    path: ANNOUNCEMENT,
    body: announcementDraftSchema,
    status: 200,
    response: announcementResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** One copy, marked as a test, to the signed-in admin's address. */
  test: bffRoute({
    method: 'POST',
    path: `${ANNOUNCEMENT}/test`,
    status: 200,
    response: testSendResultSchema,
    errors: [400, 401, 403, 404],
  }),
  send: announcementStep('send'),
  pause: announcementStep('pause'),
  resume: announcementStep('resume'),
};

/** Payments: the Stripe event log, replays, and the check of subscriptions against Stripe (admins only). */
const payments = {
  stripeEvents: bffRoute({
    method: 'GET',
    path: '/api/admin/stripe-events',
    query: stripeEventLogQuerySchema,
    checkedBy: 'core',
    status: 200,
    response: stripeEventLogPageSchema,
    errors: [400, 401, 403],
  }),
  replayStripeEvent: bffRoute({
    method: 'POST',
    path: '/api/admin/stripe-events/:eventId/replay',
    status: 200,
    response: stripeEventLogEntrySchema,
    errors: [401, 403, 404, 409],
  }),
  latestReconcile: bffRoute({
    method: 'GET',
    path: '/api/admin/billing/reconcile',
    status: 200,
    response: reconcileLatestSchema,
    errors: [401, 403],
  }),
  /** Starts the check in the background (202); 409 while one runs, on any copy; 503 without a Stripe key. */
  startReconcile: bffRoute({
    method: 'POST',
    path: '/api/admin/billing/reconcile',
    status: 202,
    response: reconcileRunSchema,
    errors: [401, 403, 409, 503],
  }),
};

/** Data requests (GDPR articles 15 and 17), admins only; held referrals. */
const dataRequests = {
  /** Everything held about one person, as a JSON download. */
  exportEntry: bffRoute({
    method: 'GET',
    path: '/api/admin/waitlist/:id/export',
    status: 200,
    response: 'file',
    errors: [401, 403, 404],
  }),
  /** Says what became of the subscription and the Stripe customer; 409 when it must be canceled by hand. */
  erase: bffRoute({
    method: 'POST',
    path: '/api/admin/waitlist/:id/erase',
    status: 200,
    response: dataEraseResponseSchema,
    errors: [401, 403, 404, 409, 503],
  }),
  list: bffRoute({
    method: 'GET',
    path: '/api/admin/data-requests',
    status: 200,
    response: dataRequestsResponseSchema,
    errors: [401, 403],
  }),
  done: bffRoute({
    method: 'POST',
    path: '/api/admin/data-requests/:id/done',
    status: 200,
    response: dataRequestSchema,
    errors: [401, 403, 404],
  }),
};

/** An admin's decision on a held referral; 409 when the entry's referral is not on hold. */
const referralDecision = <D extends 'approve' | 'refuse'>(decision: D) =>
  bffRoute({
    method: 'POST',
    path: `/api/admin/referral-holds/:id/${decision}`,
    status: 200,
    response: referralDecisionSchema,
    errors: [401, 403, 404, 409],
  });

const referralHolds = {
  list: bffRoute({
    method: 'GET',
    path: '/api/admin/referral-holds',
    status: 200,
    response: referralHoldsResponseSchema,
    errors: [401],
  }),
  approve: referralDecision('approve'),
  refuse: referralDecision('refuse'),
};

/** Everything under /api/admin, which bff-admin serves: mf-admin calls it through one typed client. */
export const adminApi = {
  auth,
  staff,
  dashboard,
  blog,
  announcements,
  payments,
  dataRequests,
  referralHolds,
} as const;

/** The prefix of every staff call (for what applies to them all: no caching, clearing the cache at logout). */
export const ADMIN_API_PREFIX = '/api/admin';
