import {
  BILLING_MESSAGES,
  DATA_REQUEST_MESSAGES,
  PUBLIC_API_PATHS,
  WAITLIST_PLACE_MESSAGES,
} from '@fresh-pouf/contracts';
import {
  type CoreClient,
  type Logger,
  type ServiceMetrics,
  createServiceMetrics,
  errorHandler,
  healthRoutes,
  httpMetrics,
  notFoundHandler,
  requestContext,
} from '@fresh-pouf/server-kit';
import express from 'express';
import { blogRoutes } from './blog/blog.routes';
import { billingRoutes } from './billing/billing.routes';
import { createBillingService } from './billing/billing.service';
import { checkoutModule } from './checkout/checkout.module';
import { sharedRateLimit } from './rate-limit/shared-rate-limit';
import type { BffPublicConfig } from './config';
import { requireDiagnosticsToken } from './diagnostics/diagnostics-token';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import { createDiagnosticsService } from './diagnostics/diagnostics.service';
import { testEmailAddressLimit, testEmailIpLimit } from './diagnostics/test-email-rate-limit';
import { legalRoutes } from './legal/legal.routes';
import { createLegalService } from './legal/legal.service';
import { CoreRateLimitStore } from './rate-limit/core-rate-limit-store';
import { listMailRoutes } from './list-mail/list-mail.routes';
import { postmarkWebhookFailureLimit } from './list-mail/postmark-webhook-limit';
import { dataRequestRoutes } from './data-requests/data-requests.routes';
import { waitlistPlaceRoutes } from './waitlist/waitlist-place.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';

/** `metrics`: the registry main.ts serves on METRICS_PORT; a test that reads none may leave it out. */
export function createApp(
  config: BffPublicConfig,
  core: CoreClient,
  logger: Logger,
  metrics: ServiceMetrics = createServiceMetrics('bff-public'),
) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext(logger));
  app.use(httpMetrics(metrics));
  // Unreachable is an answer too: name the failing dependency instead of a bare 'self'.
  app.use(healthRoutes(async () => ({ core: await core.ready(2000) })));
  // No security headers here: only the gateway talks to this service, and it adds the site's own
  // (CSP and the rest) to every answer it passes on; computing another set per answer was waste.
  const checkout = checkoutModule(config, core, logger, metrics);
  app.use(checkout.webhook);
  // Postmark's inbound JSON carries the whole e-mail (bodies, headers): more than a form's 16 KB.
  app.use(PUBLIC_API_PATHS.webhooks.postmarkInbound, express.json({ limit: '256kb' }));
  app.use(express.json({ limit: '16kb' }));
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
      sharedRateLimit(
        {
          max: config.PORTAL_LINK_RATE_LIMIT_MAX,
          windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS,
          store: new CoreRateLimitStore(core, 'portal-link:'),
        },
        BILLING_MESSAGES.rateLimited,
      ),
    ),
  );
  app.use(blogRoutes(core));
  app.use(
    listMailRoutes(core, {
      webhookSecret: config.POSTMARK_WEBHOOK_SECRET,
      webhookLimit: postmarkWebhookFailureLimit({
        max: config.POSTMARK_WEBHOOK_MAX_FAILURES,
        windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS,
        store: new CoreRateLimitStore(core, 'postmark-webhook:'),
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
  // The sign-up's limit is counted by core in the same call that stores it.
  app.use(
    waitlistRoutes(core, { max: config.WAITLIST_RATE_LIMIT_MAX, windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS }),
  );
  app.use(
    waitlistPlaceRoutes(
      core,
      sharedRateLimit(
        {
          max: config.CONFIRM_LINK_RATE_LIMIT_MAX,
          windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS,
          store: new CoreRateLimitStore(core, 'confirm-link:'),
        },
        WAITLIST_PLACE_MESSAGES.rateLimited,
      ),
    ),
  );
  app.use(
    dataRequestRoutes(
      core,
      sharedRateLimit(
        {
          max: config.CONFIRM_LINK_RATE_LIMIT_MAX,
          windowMs: config.WAITLIST_RATE_LIMIT_WINDOW_MS,
          store: new CoreRateLimitStore(core, 'data-request:'),
        },
        DATA_REQUEST_MESSAGES.rateLimited,
      ),
    ),
  );
  const testEmailLimit = { windowMs: config.TEST_EMAIL_RATE_LIMIT_WINDOW_MS };
  app.use(
    // Core waits up to TEST_EMAIL_WAIT_MS for the send itself; this only guards against a hung core.
    diagnosticsRoutes(createDiagnosticsService(core, { testEmailTimeoutMs: 20_000 }), {
      nodeEnv: config.NODE_ENV,
      requireToken: requireDiagnosticsToken(config.DIAGNOSTICS_TOKEN),
      ipLimit: testEmailIpLimit({
        ...testEmailLimit,
        max: config.TEST_EMAIL_RATE_LIMIT_PER_IP,
        store: new CoreRateLimitStore(core, 'test-email-ip:'),
      }),
      addressLimit: testEmailAddressLimit({
        ...testEmailLimit,
        max: config.TEST_EMAIL_RATE_LIMIT_PER_ADDRESS,
        store: new CoreRateLimitStore(core, 'test-email-to:'),
      }),
    }),
  );
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
}
