import {
  BILLING_MESSAGES,
  CHECKOUT_MESSAGES,
  coreApi,
  MANAGE_SUBSCRIPTION_PATH,
  type PaymentStatusQuery,
  type PortalLinkProblem,
  type PortalSessionResponse,
  portalTokenSchema,
} from '@fresh-pouf/contracts';
import { AppError, type CoreClient, type Logger } from '@fresh-pouf/server-kit';

export interface BillingServiceDeps {
  core: CoreClient;
  /** Opens a Stripe customer portal session; null when Stripe is not configured. */
  openPortal: ((customerId: string, returnUrl: string) => Promise<string>) | null;
  /** The customer of a succeeded payment its client secret proves; null when Stripe is not configured. */
  paidCustomer: ((paymentIntentId: string, clientSecret: string) => Promise<string | null>) | null;
  /** The site's address: the portal's way back, and where a link that cannot open sends its visitor. */
  siteUrl: string;
  logger: Logger;
}

export interface BillingService {
  /** Where an e-mailed portal link leads: Stripe's portal, or the site's page saying why not. */
  portalDestination(token: unknown, requestId: string | undefined): Promise<string>;
  sendPortalLink(email: string, requestId: string | undefined): Promise<void>;
  /** A portal session for the customer of the payment just made (404 for any other payment). */
  portalForPayment(query: PaymentStatusQuery): Promise<PortalSessionResponse>;
}

export function createBillingService(deps: BillingServiceDeps): BillingService {
  const problemPage = (problem: PortalLinkProblem) => {
    const url = new URL(MANAGE_SUBSCRIPTION_PATH, deps.siteUrl);
    url.searchParams.set('link', problem);
    return url.toString();
  };

  return {
    async portalDestination(token, requestId) {
      const parsed = portalTokenSchema.safeParse(token);
      if (!parsed.success) return problemPage('invalid');
      if (!deps.openPortal) return problemPage('unavailable');
      let customerId: string;
      try {
        ({ customerId } = await deps.core.call(coreApi.billing.portalCustomer, {
          body: { token: parsed.data },
          requestId,
        }));
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return problemPage('invalid');
        if (err instanceof AppError && err.status === 410) return problemPage('expired');
        deps.logger.error({ err, requestId }, 'could not resolve a portal link');
        return problemPage('unavailable');
      }
      try {
        return await deps.openPortal(customerId, new URL('/', deps.siteUrl).toString());
      } catch (err) {
        deps.logger.error({ err, requestId }, 'Stripe refused a customer portal session');
        return problemPage('unavailable');
      }
    },

    async portalForPayment(query) {
      if (!deps.openPortal || !deps.paidCustomer) throw AppError.unavailable(BILLING_MESSAGES.portalUnavailable);
      let customerId: string | null;
      try {
        customerId = await deps.paidCustomer(query.payment_intent, query.payment_intent_client_secret);
      } catch (err) {
        deps.logger.error({ err }, 'could not read the payment for a portal session');
        throw AppError.unavailable(BILLING_MESSAGES.portalUnavailable);
      }
      if (!customerId) throw AppError.notFound(CHECKOUT_MESSAGES.paymentNotFound);
      try {
        return { url: await deps.openPortal(customerId, new URL('/', deps.siteUrl).toString()) };
      } catch (err) {
        deps.logger.error({ err }, 'Stripe refused a customer portal session');
        throw AppError.unavailable(BILLING_MESSAGES.portalUnavailable);
      }
    },

    async sendPortalLink(email, requestId) {
      await deps.core.call(coreApi.billing.sendPortalLink, { body: { email }, requestId });
    },
  };
}
