import {
  errorHandler,
  notFoundHandler,
  requireServiceToken,
  routeServer,
  serviceApp,
  type Logger,
  type ServiceMetrics,
} from '@fresh-pouf/server-kit';
import express, { type Express } from 'express';
import type { Sequelize } from 'sequelize';
import type { AdminWaitlistRepository } from './admin/admin-waitlist.repository';
import { adminRoutes } from './admin/admin.routes';
import { blogRoutes } from './blog/blog.routes';
import type { BlogRepository } from './blog/blog.repository';
import { authorizeActor } from './auth/actor-access';
import { authRoutes } from './auth/auth.routes';
import type { AuthService } from './auth/auth.service';
import { twoFactorRoutes } from './auth/two-factor.routes';
import type { TwoFactorService } from './auth/two-factor.service';
import { staffRoutes } from './users/staff.routes';
import type { StaffService } from './users/staff.service';
import type { UsersRepository } from './users/users.repository';
import { paymentsRoutes } from './payments/payments.routes';
import type { PaymentsService } from './payments/payments.service';
import { reconcileRunsRoutes } from './payments/reconcile-runs.routes';
import type { ReconcileRunsService } from './payments/reconcile-runs.service';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import type { DiagnosticsService } from './diagnostics/diagnostics.service';
import { rateLimitRoutes } from './rate-limit/rate-limit.routes';
import type { RateLimiter } from './rate-limit/rate-limit.service';
import { listMailRoutes } from './list-mail/list-mail.routes';
import { dataRequestsRoutes } from './data-requests/data-requests.routes';
import type { DataRequestsService } from './data-requests/data-requests.service';
import type { ListMailService } from './list-mail/list-mail.service';
import { referralsRoutes } from './referrals/referrals.routes';
import type { ReferralsService } from './referrals/referrals.service';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import type { WaitlistService } from './waitlist/waitlist.service';

export interface AppDeps {
  logger: Logger;
  metrics: ServiceMetrics;
  serviceToken: string;
  sequelize: Sequelize;
  waitlist: WaitlistService;
  rateLimits: RateLimiter;
  diagnostics: DiagnosticsService;
  payments: PaymentsService;
  reconcileRuns: ReconcileRunsService;
  auth: AuthService;
  twoFactor: TwoFactorService;
  staff: StaffService;
  users: UsersRepository;
  adminWaitlist: AdminWaitlistRepository;
  blog: BlogRepository;
  listMail: ListMailService;
  dataRequests: DataRequestsService;
  referrals: ReferralsService;
}

export function createApp(deps: AppDeps): Express {
  const app = serviceApp({
    logger: deps.logger,
    metrics: deps.metrics,
    ready: async () => {
      await deps.sequelize.query('SELECT 1');
      return { database: true };
    },
  });
  // Only the BFFs call core, and never conditionally: an ETag (a hash of every answer) is waste.
  app.set('etag', false);
  // Blog contents and announcements may be long; body-parser skips a body already parsed, so these go first.
  app.use('/internal/blog', express.json({ limit: '512kb' }));
  // An announcement's body: 50,000 characters, several bytes each outside Latin script.
  app.use('/internal/announcements', express.json({ limit: '512kb' }));
  // A reconcile run's report: up to 100 findings, each a few lines about one subscription.
  app.use('/internal/admin/billing/reconcile-runs', express.json({ limit: '512kb' }));
  app.use(express.json({ limit: '64kb' }));

  // Only the BFFs hold the token; the gateway never routes /internal.
  app.use('/internal', requireServiceToken(deps.serviceToken));
  const internal = express.Router();
  const serve = routeServer(internal, { authorize: authorizeActor(deps.users) });
  waitlistRoutes(serve, deps.waitlist);
  rateLimitRoutes(serve, deps.rateLimits);
  diagnosticsRoutes(serve, deps.diagnostics);
  paymentsRoutes(serve, deps.payments);
  reconcileRunsRoutes(serve, deps.reconcileRuns);
  authRoutes(serve, deps.auth);
  twoFactorRoutes(serve, deps.twoFactor);
  staffRoutes(serve, deps.staff);
  adminRoutes(serve, deps.adminWaitlist);
  blogRoutes(serve, deps.blog);
  listMailRoutes(serve, deps.listMail);
  dataRequestsRoutes(serve, deps.dataRequests);
  referralsRoutes(serve, deps.referrals);
  app.use(internal);

  app.use(notFoundHandler());
  app.use(errorHandler(deps.logger));
  return app;
}
