import { z } from 'zod';
import { BILLING_MESSAGES, portalLinkRequestSchema } from '../subscription';
import { coreRoute } from './route';

/** An e-mailed link's token (32 random bytes, base64url). */
export const portalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, BILLING_MESSAGES.linkUnknown);

/** Paying customers: the way from an e-mailed link into Stripe's customer portal. */
export const coreBillingApi = {
  /** The Stripe customer a portal link opens: 404 for a link that names nothing, 410 once it has expired. */
  portalCustomer: coreRoute({
    method: 'POST',
    path: '/internal/billing/portal-links/resolve',
    body: z.object({ token: portalTokenSchema }),
    status: 200,
    response: z.object({ customerId: z.string().min(1) }),
    passThrough: [400, 404, 410],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
  /** E-mails a fresh portal link to the address when it has a subscription (at most one per 10 minutes); answers the same either way. */
  sendPortalLink: coreRoute({
    method: 'POST',
    path: '/internal/billing/portal-links',
    body: portalLinkRequestSchema,
    status: 204,
    response: null,
    passThrough: [400],
    failureMessage: BILLING_MESSAGES.portalUnavailable,
  }),
};
