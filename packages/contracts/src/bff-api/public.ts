import { PUBLIC_API_PATHS as PATHS } from '@fresh-pouf/contracts/api-paths';
import { z } from 'zod';
import { blogListResponseSchema, publicBlogPostSchema } from '../blog';
import {
  checkoutConfigSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
} from '../checkout';
import { dataRequestAcceptedSchema } from '../data-requests';
import {
  emailCheckResponseSchema,
  envCheckResponseSchema,
  testEmailRequestSchema,
  testEmailResponseSchema,
} from '../diagnostics';
import { legalDocumentSchema } from '../legal';
import { unsubscribeRequestSchema, unsubscribeStateSchema } from '../list-mail';
import { portalLinkRequestSchema, portalSessionResponseSchema } from '../subscription';
import { waitlistCreatedResponseSchema, waitlistSignupSchema } from '../waitlist';
import {
  confirmLinkStateSchema,
  confirmResultSchema,
  newConfirmLinkRequestSchema,
  notMeResultSchema,
  waitlistLinkQuerySchema,
  waitlistStatusSchema,
} from '../waitlist-place';
import { bffRoute } from './route';

/** An answer that is only words to show (a link sent, "already on the list"). */
export const publicMessageSchema = z.object({ message: z.string() });

/**
 * Joining, and the pages an e-mailed link opens. Each link's token travels in the body (never in
 * a logged URL) and is its owner's proof; no answer is cached.
 */
const waitlist = {
  /**
   * Every attempt counts against the address's limit, a refused or invalid one too, so the
   * handler counts before it parses (checkedBy 'core': parsed after counting, with this schema).
   * 409 "already on the list" is an answer, the same whoever owns the address.
   */
  join: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.join,
    body: waitlistSignupSchema,
    checkedBy: 'core',
    status: 201,
    response: waitlistCreatedResponseSchema,
    conflict: publicMessageSchema,
    errors: [400, 429],
  }),
  confirmLinkState: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.confirmLinkState,
    body: waitlistLinkQuerySchema,
    status: 200,
    response: confirmLinkStateSchema,
    errors: [400, 404],
  }),
  /** 410: the link expired before it was used. */
  confirm: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.confirm,
    body: waitlistLinkQuerySchema,
    status: 200,
    response: confirmResultSchema,
    errors: [400, 404, 410],
  }),
  /** The same answer whether or not the address is listed; limited per client address (429). */
  newConfirmLink: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.newConfirmLink,
    body: newConfirmLinkRequestSchema,
    status: 202,
    response: publicMessageSchema,
    errors: [400, 429],
  }),
  status: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.status,
    body: waitlistLinkQuerySchema,
    status: 200,
    response: waitlistStatusSchema,
    errors: [400, 404],
  }),
  /** 409: the entry was confirmed, so the link no longer removes it. */
  notMe: bffRoute({
    method: 'POST',
    path: PATHS.waitlist.notMe,
    body: waitlistLinkQuerySchema,
    status: 200,
    response: notMeResultSchema,
    errors: [400, 404, 409],
  }),
};

/** The unsubscribe page: the unsubscribe token names the entry; each call answers its state. */
const unsubscribePageCall = (path: `/api/${string}`) =>
  bffRoute({
    method: 'POST',
    path,
    body: unsubscribeRequestSchema,
    status: 200,
    response: unsubscribeStateSchema,
    errors: [400, 404],
  });
const listMail = {
  state: unsubscribePageCall(PATHS.listMail.state),
  unsubscribe: unsubscribePageCall(PATHS.listMail.unsubscribe),
  resubscribe: unsubscribePageCall(PATHS.listMail.resubscribe),
};

/** "Delete my data" from the unsubscribe page; limited per client address (429). */
const dataRequests = {
  request: bffRoute({
    method: 'POST',
    path: PATHS.dataRequests.request,
    body: unsubscribeRequestSchema,
    status: 202,
    response: dataRequestAcceptedSchema,
    errors: [400, 404, 429],
  }),
};

/** Paying for a plan (Stripe's Payment Element), and the page Stripe sends the payer back to. */
const checkout = {
  /** 503 while Stripe is not configured. */
  config: bffRoute({
    method: 'GET',
    path: PATHS.checkout.config,
    status: 200,
    response: checkoutConfigSchema,
    errors: [503],
  }),
  /** Counted against the sign-up's per-address limit (429); 409 when the address must verify by e-mail or has paid. */
  createSubscription: bffRoute({
    method: 'POST',
    path: PATHS.checkout.createSubscription,
    body: createSubscriptionRequestSchema,
    status: 200,
    response: createSubscriptionResponseSchema,
    errors: [400, 409, 429, 503],
  }),
  /** Only who holds the PaymentIntent's client secret may ask. */
  paymentStatus: bffRoute({
    method: 'GET',
    path: PATHS.checkout.paymentStatus,
    query: paymentStatusQuerySchema,
    status: 200,
    response: paymentStatusSchema,
    errors: [400],
  }),
};

/** A subscriber's way into Stripe's billing portal. */
const billing = {
  /** Straight after paying: the payment's secret proves whose customer it is. */
  portalSession: bffRoute({
    method: 'POST',
    path: PATHS.billing.portalSession,
    body: paymentStatusQuerySchema,
    status: 200,
    response: portalSessionResponseSchema,
    errors: [400, 404, 503],
  }),
  /** Any time later: a link e-mailed to the address, the same answer either way; limited (429). */
  portalLink: bffRoute({
    method: 'POST',
    path: PATHS.billing.portalLink,
    body: portalLinkRequestSchema,
    status: 202,
    response: publicMessageSchema,
    errors: [400, 429],
  }),
};

/** The footer's documents, the same for everyone. */
const legal = {
  privacy: bffRoute({
    method: 'GET',
    path: PATHS.legal.privacy,
    status: 200,
    response: legalDocumentSchema,
    errors: [],
  }),
  terms: bffRoute({ method: 'GET', path: PATHS.legal.terms, status: 200, response: legalDocumentSchema, errors: [] }),
};

/** Published posts only; an old slug of a published post answers 301 to its new one. */
const blog = {
  list: bffRoute({ method: 'GET', path: PATHS.blog.list, status: 200, response: blogListResponseSchema, errors: [] }),
  post: bffRoute({ method: 'GET', path: PATHS.blog.post, status: 200, response: publicBlogPostSchema, errors: [404] }),
};

/**
 * The diagnostics screen's calls (the shell's own screen): each needs the diagnostics token where
 * one is set (401 without it); a test e-mail is limited per client address and per address (429).
 */
const diagnostics = {
  emailCheck: bffRoute({
    method: 'GET',
    path: PATHS.diagnostics.emailCheck,
    status: 200,
    response: emailCheckResponseSchema,
    errors: [401],
  }),
  /** The fallback, asked once the e-mail check has failed. */
  envCheck: bffRoute({
    method: 'GET',
    path: PATHS.diagnostics.envCheck,
    status: 200,
    response: envCheckResponseSchema,
    errors: [401],
  }),
  testEmail: bffRoute({
    method: 'POST',
    path: PATHS.diagnostics.testEmail,
    body: testEmailRequestSchema,
    status: 200,
    response: testEmailResponseSchema,
    errors: [400, 401, 429],
  }),
};

/**
 * Every call a browser makes to bff-public. Their paths alone (zod-free, for a page's first
 * view) are PUBLIC_API_PATHS in '@fresh-pouf/contracts/api-paths'.
 */
export const publicApi = { waitlist, listMail, dataRequests, checkout, billing, legal, blog, diagnostics } as const;
