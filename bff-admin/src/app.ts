import {
  type Logger,
  type ServiceClient,
  errorHandler,
  healthRoutes,
  notFoundHandler,
  requestContext,
} from '@fresh-pouf/server-kit';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { authRoutes } from './auth/auth.routes';
import { createBlogCore } from './blog/blog-core';
import { blogRoutes } from './blog/blog.routes';
import type { BffAdminConfig } from './config';
import { createCoreApi } from './core/core-api';
import { coreStream } from './core/core-stream';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { requireStaff } from './sessions/require-staff';
import { staffRoutes } from './staff/staff.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { sessionTokens } from './sessions/session-token';

export function createApp(config: BffAdminConfig, client: ServiceClient, logger: Logger) {
  const core = createCoreApi(client, logger);
  const tokens = sessionTokens(config.ADMIN_JWT_SECRET, config.ADMIN_JWT_TTL_SECONDS);
  const staff = requireStaff(tokens, core);
  const admin = requireStaff(tokens, core, 'admin');

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext(logger));
  app.use(
    healthRoutes(async () => {
      const { status } = await client.request('GET', '/readyz', { timeoutMs: 2000 });
      return { core: status === 200 };
    }),
  );
  app.use(helmet());
  // Staff data must never sit in a shared or browser cache.
  app.use('/api/admin', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Blog contents may be long; body-parser skips a body already parsed, so this goes first.
  app.use('/api/admin/blog', express.json({ limit: '512kb' }));
  app.use(express.json({ limit: '16kb' }));
  app.use(cookieParser());
  app.use(authRoutes(core, tokens));
  app.use(dashboardRoutes(core, coreStream(config.CORE_SERVICE_URL, config.CORE_SERVICE_TOKEN, logger), staff));
  app.use(twoFactorRoutes(core, staff));
  app.use(staffRoutes(core, tokens, staff, admin));
  app.use(blogRoutes(createBlogCore(client, logger), requireStaff(tokens, core, 'admin', 'editor')));
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
}
