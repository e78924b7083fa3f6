import { bffApp, type Bff, errorHandler, notFoundHandler } from '@fresh-pouf/server-kit';
import { ADMIN_API_PREFIX, adminApi } from '@fresh-pouf/contracts';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { announcementRoutes } from './announcements/announcements.routes';
import { authRoutes } from './auth/auth.routes';
import { blogRoutes } from './blog/blog.routes';
import type { BffAdminConfig } from './config';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dataRequestRoutes } from './data-requests/data-requests.routes';
import { referralHoldRoutes } from './referral-holds/referral-holds.routes';
import { priceAlertRoutes } from './billing/price-alerts.routes';
import { requireStaff } from './sessions/require-staff';
import { createStripeClient } from '@fresh-pouf/billing';
import { reconcileRoutes } from './billing/reconcile.routes';
import { reconcileMetrics } from './billing/reconcile-metrics';
import { stripeEventRoutes } from './payments/stripe-events.routes';
import { staffRoutes } from './staff/staff.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { sessionTokens } from './sessions/session-token';

/** `metrics`: the registry main.ts serves on METRICS_PORT. */
export const createApp: Bff<BffAdminConfig>['createApp'] = (config, core, logger, metrics) => {
  const tokens = sessionTokens(config.ADMIN_JWT_SECRET, config.ADMIN_JWT_TTL_SECONDS);
  const staff = requireStaff(tokens, core);

  const app = bffApp({ trustProxy: config.TRUST_PROXY, core, logger, metrics });
  app.use(helmet());
  // Staff data must never sit in a shared or browser cache.
  app.use(ADMIN_API_PREFIX, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Blog contents may be long; body-parser skips a body already parsed, so this goes first.
  app.use(adminApi.blog.list.path, express.json({ limit: '512kb' }));
  // An announcement's body may be up to 50,000 characters (the shared schema's limit).
  app.use(adminApi.announcements.list.path, express.json({ limit: '512kb' }));
  app.use(express.json({ limit: '16kb' }));
  app.use(cookieParser());
  app.use(authRoutes(core, tokens));
  app.use(dashboardRoutes(core, staff));
  app.use(twoFactorRoutes(core, staff));
  app.use(staffRoutes(core, tokens, staff));
  app.use(blogRoutes(core, staff));
  app.use(stripeEventRoutes(core, staff));
  app.use(announcementRoutes(core, staff));
  app.use(referralHoldRoutes(core, staff));
  app.use(priceAlertRoutes(core, staff));
  const stripe = config.STRIPE_READ_KEY ? createStripeClient(config.STRIPE_READ_KEY, config.STRIPE_API_URL) : null;
  app.use(reconcileRoutes(core, stripe, staff, logger.child({ component: 'reconcile' }), reconcileMetrics(metrics)));
  app.use(
    dataRequestRoutes(
      core,
      config.STRIPE_SECRET_KEY ? createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL) : null,
      staff,
      logger.child({ component: 'data-requests' }),
    ),
  );
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
};
