import { PUBLIC_API_PATHS, RATE_LIMITS } from '@fresh-pouf/contracts';
import { bffApp, type Bff, errorHandler, notFoundHandler } from '@fresh-pouf/server-kit';
import express from 'express';
import { blogRoutes } from './blog/blog.routes';
import { billingRoutes } from './billing/billing.routes';
import { createBillingService } from './billing/billing.service';
import { checkoutModule } from './checkout/checkout.module';
import type { BffPublicConfig } from './config';
import { requireDiagnosticsToken } from './diagnostics/diagnostics-token';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import { createDiagnosticsService } from './diagnostics/diagnostics.service';
import { testEmailRecipientKey } from './diagnostics/test-email-recipient-key';
import { legalRoutes } from './legal/legal.routes';
import { createLegalService } from './legal/legal.service';
import { rateLimited } from './rate-limit/rate-limit';
import { listMailRoutes } from './list-mail/list-mail.routes';
import { dataRequestRoutes } from './data-requests/data-requests.routes';
import { waitlistPlaceRoutes } from './waitlist/waitlist-place.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';

/** `metrics`: the registry main.ts serves on METRICS_PORT. */
export const createApp: Bff<BffPublicConfig>['createApp'] = (config, core, logger, metrics) => {
  const app = bffApp({ trustProxy: config.TRUST_PROXY, core, logger, metrics });
  // No security headers here: only the gateway talks to this service, and it adds the site's own
  // (CSP and the rest) to every answer it passes on; computing another set per answer was waste.
  // Every limit is a policy of contracts' RATE_LIMITS; the settings below override its defaults.
  const signupWindowMs = config.WAITLIST_RATE_LIMIT_WINDOW_MS;
  const checkout = checkoutModule(config, core, logger, metrics);
  app.use(checkout.webhook);
  // Postmark's inbound JSON carries the whole e-mail (bodies, headers): more than a form's 16 KB.
  app.use(PUBLIC_API_PATHS.webhooks.postmarkInbound, express.json({ limit: '256kb' }));
  app.use(express.json({ limit: '16kb' }));
  // The sign-up's limit is counted by core in the same call that stores it. First of the routes:
  // the busiest path is matched before the others' (express tries each in turn).
  app.use(waitlistRoutes(core, { max: config.WAITLIST_RATE_LIMIT_MAX, windowMs: signupWindowMs }));
  app.use(checkout.routes);
  app.use(
    billingRoutes(
      createBillingService({
        core,
        openPortal: checkout.openPortal,
        paidCustomer: checkout.paidCustomer,
        siteUrl: config.PUBLIC_SITE_URL,
        logger: logger.child({ component: 'billing' }),
      }),
      rateLimited(core, RATE_LIMITS.portalLink, { max: config.PORTAL_LINK_RATE_LIMIT_MAX, windowMs: signupWindowMs }),
    ),
  );
  app.use(blogRoutes(core));
  app.use(
    listMailRoutes(core, {
      webhookSecret: config.POSTMARK_WEBHOOK_SECRET,
      // Failed sign-ins per client address, like every other credential: only a 401 counts, so
      // Postmark's own deliveries never lock the webhook out.
      webhookLimit: rateLimited(core, RATE_LIMITS.postmarkWebhook, {
        max: config.POSTMARK_WEBHOOK_MAX_FAILURES,
        windowMs: signupWindowMs,
      }),
    }),
  );
  app.use(
    legalRoutes(
      createLegalService({
        legalName: config.COMPANY_LEGAL_NAME,
        postalAddress: config.COMPANY_POSTAL_ADDRESS,
        contactEmail: config.COMPANY_CONTACT_EMAIL,
      }),
    ),
  );
  app.use(
    waitlistPlaceRoutes(
      core,
      rateLimited(core, RATE_LIMITS.confirmLink, { max: config.CONFIRM_LINK_RATE_LIMIT_MAX, windowMs: signupWindowMs }),
    ),
  );
  app.use(
    dataRequestRoutes(
      core,
      rateLimited(core, RATE_LIMITS.dataRequest, { max: config.CONFIRM_LINK_RATE_LIMIT_MAX, windowMs: signupWindowMs }),
    ),
  );
  const testEmailLimit = { windowMs: config.TEST_EMAIL_RATE_LIMIT_WINDOW_MS };
  app.use(
    // Core waits up to TEST_EMAIL_WAIT_MS for the send itself; this only guards against a hung core.
    diagnosticsRoutes(createDiagnosticsService(core, { testEmailTimeoutMs: 20_000 }), {
      nodeEnv: config.NODE_ENV,
      requireToken: requireDiagnosticsToken(config.DIAGNOSTICS_TOKEN),
      // Each test e-mail is a real e-mail we pay for and send in our name.
      ipLimit: rateLimited(core, RATE_LIMITS.testEmailIp, {
        ...testEmailLimit,
        max: config.TEST_EMAIL_RATE_LIMIT_PER_IP,
      }),
      addressLimit: rateLimited(
        core,
        RATE_LIMITS.testEmailTo,
        { ...testEmailLimit, max: config.TEST_EMAIL_RATE_LIMIT_PER_ADDRESS },
        testEmailRecipientKey,
      ),
    }),
  );
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
};
