import {
  errorHandler,
  healthRoutes,
  notFoundHandler,
  requestContext,
  requireServiceToken,
  type Logger,
} from '@fresh-pouf/server-kit';
import express, { type Express } from 'express';
import type { Sequelize } from 'sequelize';
import type { AdminWaitlistRepository } from './admin/admin-waitlist.repository';
import { adminRoutes } from './admin/admin.routes';
import { blogRoutes } from './blog/blog.routes';
import type { BlogRepository } from './blog/blog.repository';
import { authRoutes } from './auth/auth.routes';
import type { AuthService } from './auth/auth.service';
import { twoFactorRoutes } from './auth/two-factor.routes';
import type { TwoFactorService } from './auth/two-factor.service';
import { staffRoutes } from './users/staff.routes';
import type { StaffService } from './users/staff.service';
import { paymentsRoutes } from './payments/payments.routes';
import type { PaymentsService } from './payments/payments.service';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import type { DiagnosticsService } from './diagnostics/diagnostics.service';
import { rateLimitRoutes } from './rate-limit/rate-limit.routes';
import type { RateLimitService } from './rate-limit/rate-limit.service';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import type { WaitlistService } from './waitlist/waitlist.service';

export interface AppDeps {
  logger: Logger;
  serviceToken: string;
  sequelize: Sequelize;
  waitlist: WaitlistService;
  rateLimits: RateLimitService;
  diagnostics: DiagnosticsService;
  payments: PaymentsService;
  auth: AuthService;
  twoFactor: TwoFactorService;
  staff: StaffService;
  adminWaitlist: AdminWaitlistRepository;
  blog: BlogRepository;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  // Blog contents may be long; body-parser skips a body already parsed, so this goes first.
  app.use('/internal/blog', express.json({ limit: '512kb' }));
  app.use(express.json({ limit: '64kb' }));

  app.use(
    healthRoutes(async () => {
      await deps.sequelize.query('SELECT 1');
      return { database: true };
    }),
  );

  // Only the BFFs hold the token; the gateway never routes /internal.
  const internal = express.Router();
  internal.use(requireServiceToken(deps.serviceToken));
  internal.use(waitlistRoutes(deps.waitlist));
  internal.use(rateLimitRoutes(deps.rateLimits));
  internal.use(diagnosticsRoutes(deps.diagnostics));
  internal.use(paymentsRoutes(deps.payments));
  internal.use(authRoutes(deps.auth));
  internal.use(twoFactorRoutes(deps.twoFactor));
  internal.use(staffRoutes(deps.staff));
  internal.use(adminRoutes(deps.adminWaitlist));
  internal.use(blogRoutes(deps.blog));
  app.use('/internal', internal);

  app.use(notFoundHandler());
  app.use(errorHandler(deps.logger));
  return app;
}
