import { z } from 'zod';
import {
  adminFunnelQuerySchema,
  adminFunnelSchema,
  adminStatsSchema,
  adminWaitlistPageSchema,
  adminWaitlistQuerySchema,
} from '../admin-waitlist';
import {
  STRIPE_EVENT_MESSAGES,
  stripeEventIdSchema,
  stripeEventLogEntrySchema,
  stripeEventLogPageSchema,
  stripeEventLogQuerySchema,
} from '../stripe-event-log';
import {
  RECONCILE_MESSAGES,
  reconcileLatestSchema,
  reconcileMatchSchema,
  reconcileProgressSchema,
  reconcileRunSchema,
} from '../reconcile';
import { PRICE_ALERT_MESSAGES, priceAlertAcknowledgedSchema, priceAlertAcknowledgementSchema } from '../subscription';
import { DATA_REQUEST_MESSAGES } from '../data-requests';
import { entryEmailsSchema } from '../entry-emails';
import { billingSubscriptionSchema } from './billing';
import { ADMINS_ONLY } from '../admin-users';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, coreRouteFamily, idParams } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.admin;
/** A call about the checks against Stripe: only administrators run them. */
const reconcileCall = coreRouteFamily({ ...adminsOnly(RECONCILE_MESSAGES.adminsOnly), failureMessage });
/** `:id` names one reconcile run. */
const reconcileRun = idParams(RECONCILE_MESSAGES.runNotFound);

/** Screen data of the staff area; bff-admin has authenticated the session, every staff role may read it. */
export const coreAdminApi = {
  stats: coreRoute({
    method: 'GET',
    path: '/internal/admin/stats',
    status: 200,
    response: adminStatsSchema,
    passThrough: [],
    failureMessage,
  }),
  /**
   * Clears an entry's price alert with a note (audited); the same differing price then raises
   * nothing, another one does. 404 for an unknown entry, 409 when it has no open alert.
   */
  acknowledgePriceAlert: coreRoute({
    method: 'POST',
    path: '/internal/admin/waitlist/:id/price-alert/acknowledge',
    ...idParams(PRICE_ALERT_MESSAGES.entryNotFound),
    ...adminsOnly(ADMINS_ONLY.priceAlerts),
    body: priceAlertAcknowledgementSchema,
    status: 200,
    response: priceAlertAcknowledgedSchema,
    passThrough: [400, 401, 403, 404, 409],
    failureMessage,
  }),
  /** Sign-ups per UTC day of the last 30 or 90 days, with how many confirmed, chose Early Bird and paid. */
  funnel: coreRoute({
    method: 'GET',
    path: '/internal/admin/stats/funnel',
    query: adminFunnelQuerySchema,
    status: 200,
    response: adminFunnelSchema,
    passThrough: [400],
    failureMessage,
  }),
  waitlistPage: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist',
    query: adminWaitlistQuerySchema,
    status: 200,
    response: adminWaitlistPageSchema,
    passThrough: [400],
    failureMessage,
  }),
  /**
   * The e-mails sent to one entry (template, stream, what became of each, when), newest first;
   * never their text. An erased entry has none to show. 404 for an id nobody has.
   */
  entryEmails: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist/:id/emails',
    ...idParams(DATA_REQUEST_MESSAGES.entryNotFound),
    actor: 'staff',
    status: 200,
    response: entryEmailsSchema,
    passThrough: [401, 404],
    failureMessage,
  }),
  /** Every entry as CSV, streamed: memory stays flat however long the list is. */
  waitlistCsv: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist.csv',
    status: 200,
    response: 'stream',
    contentType: 'text/csv; charset=utf-8',
    passThrough: [],
    failureMessage: CORE_FAILURE_MESSAGES.export,
  }),
  /** Starts a check against Stripe (admins only); 409 while one is running (a stalled one is ended first). */
  startReconcile: reconcileCall({
    method: 'POST',
    path: '/internal/admin/billing/reconcile-runs',
    status: 201,
    response: reconcileRunSchema,
    passThrough: [401, 403, 409],
  }),
  /** The latest check against Stripe, with its progress and what it found so far. */
  latestReconcile: reconcileCall({
    method: 'GET',
    path: '/internal/admin/billing/reconcile-runs/latest',
    status: 200,
    response: reconcileLatestSchema,
    passThrough: [401, 403],
  }),
  /** The entries holding these subscriptions (one Stripe page); core remembers them as seen by the run. */
  reconcileMatch: reconcileCall({
    method: 'POST',
    path: '/internal/admin/billing/reconcile-runs/:id/match',
    ...reconcileRun,
    body: reconcileMatchSchema,
    status: 200,
    response: z.object({ subscriptions: z.array(billingSubscriptionSchema) }),
    passThrough: [400, 401, 403, 404, 409],
  }),
  /** Entries with a subscription no Stripe page of the run listed, by id, a page at a time. */
  reconcileUnseen: reconcileCall({
    method: 'GET',
    path: '/internal/admin/billing/reconcile-runs/:id/unseen',
    ...reconcileRun,
    query: z.object({ after: z.coerce.number().int().nonnegative().default(0) }),
    status: 200,
    response: z.object({ subscriptions: z.array(billingSubscriptionSchema), nextAfter: z.number().int().nullable() }),
    passThrough: [400, 401, 403, 404, 409],
  }),
  /** What the run read and found since its last report, and whether it ended; 409 once it is not running. */
  reconcileProgress: reconcileCall({
    method: 'POST',
    path: '/internal/admin/billing/reconcile-runs/:id/progress',
    ...reconcileRun,
    body: reconcileProgressSchema,
    status: 204,
    response: null,
    passThrough: [400, 401, 403, 404, 409],
  }),
  /** Every Stripe webhook event received, newest first (admins only). */
  stripeEvents: coreRoute({
    method: 'GET',
    path: '/internal/admin/stripe-events',
    ...adminsOnly(ADMINS_ONLY.stripeEvents),
    query: stripeEventLogQuerySchema,
    status: 200,
    response: stripeEventLogPageSchema,
    passThrough: [400, 401, 403],
    failureMessage,
  }),
  /** Applies a failed event again from what was stored of it (still at most once). */
  replayStripeEvent: coreRoute({
    method: 'POST',
    path: '/internal/admin/stripe-events/:eventId/replay',
    ...adminsOnly(ADMINS_ONLY.stripeEvents),
    params: z.object({ eventId: stripeEventIdSchema }),
    notFound: STRIPE_EVENT_MESSAGES.notFound,
    status: 200,
    response: stripeEventLogEntrySchema,
    passThrough: [401, 403, 404, 409],
    failureMessage,
  }),
};
