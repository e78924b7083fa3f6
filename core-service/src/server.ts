import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { RATE_LIMITS } from '@fresh-pouf/contracts';
import { createLogger, createServiceMetrics, type Logger, serveWithMetrics } from '@fresh-pouf/server-kit';
import type { Sequelize } from 'sequelize';
import { createAdminWaitlistRepository } from './admin/admin-waitlist.repository';
import { createApp } from './app';
import { createBlogRepository } from './blog/blog.repository';
import { createAuditRepository } from './audit/audit.repository';
import { createAuthService } from './auth/auth.service';
import { createPendingSignInsRepository } from './auth/pending-sign-ins.repository';
import { createProofOfWork } from './auth/proof-of-work';
import { createTwoFactorService } from './auth/two-factor.service';
import { type CoreConfig, OUTBOX_BATCH_SIZE } from './config';
import { assertSchemaCurrent } from './db/migrator';
import { createSequelize, transactionRunner } from './db/sequelize';
import { createEmailOutboxRepository } from './email/email-outbox.repository';
import { createOutboxWorker, type OutboxWorker } from './email/outbox-worker';
import { createPostmarkSender } from './email/postmark-sender';
import { createDiagnosticsService } from './diagnostics/diagnostics.service';
import { cachedCheck } from './diagnostics/cached-check';
import { postmarkConnectivityCheck } from './diagnostics/postmark-connectivity';
import { createPaymentsRepository } from './payments/payments.repository';
import { createPaymentsService } from './payments/payments.service';
import { createReconcileRunsRepository } from './payments/reconcile-runs.repository';
import { createReconcileRunsService } from './payments/reconcile-runs.service';
import { createStripeEventLogRepository } from './payments/stripe-event-log.repository';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository';
import { createRateLimiter } from './rate-limit/rate-limit.service';
import { bootstrapAdmin } from './users/bootstrap-admin';
import { createStaffService } from './users/staff.service';
import { createUsersRepository } from './users/users.repository';
import { createWaitlistRepository } from './waitlist/waitlist.repository';
import { createListMailRepository } from './list-mail/list-mail.repository';
import { createListMailService } from './list-mail/list-mail.service';
import { createDataRequestsRepository } from './data-requests/data-requests.repository';
import { createDataRequestsService } from './data-requests/data-requests.service';
import { createWaitlistService } from './waitlist/waitlist.service';
import { countSignups, signupStatementSizes } from './waitlist/signup-metrics';
import { registerPoolMetrics } from './db/pool-metrics';
import { registerOutboxMetrics } from './email/outbox-metrics';
import { registerAnnouncementMetrics } from './list-mail/announcement-metrics';
import { createReferralsRepository } from './referrals/referrals.repository';
import { createReferralsService } from './referrals/referrals.service';
import { createJobLeaseRepository } from './retention/job-lease.repository';
import { createRetentionJob, type RetentionJob } from './retention/retention-job';
import { createRetentionRepository } from './retention/retention.repository';
import { createRetentionService, type RetentionService } from './retention/retention.service';

/** How long the second step of a two-factor sign-in may take. */
const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** How long a sign-in proof-of-work challenge may be solved and used. */
const PROOF_OF_WORK_TTL_MS = RATE_LIMITS.staffLoginProof.windowMs;

export interface CoreService {
  url: string;
  port: number;
  sequelize: Sequelize;
  outbox: OutboxWorker;
  retention: RetentionService;
  logger: Logger;
  /** The Prometheus `/metrics` address, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  /**
   * HTTP server and outbox worker together, then the database pool.
   * Bounded well inside the 45 s the supervisor grants after SIGTERM: HTTP drain at most 10 s
   * and the send in flight at most OUTBOX_SEND_TIMEOUT_MS (15 s) side by side, then the pool.
   */
  close(): Promise<void>;
}

export async function startCoreService(config: CoreConfig): Promise<CoreService> {
  const logger = createLogger('core-service', config.LOG_LEVEL);
  const sequelize = createSequelize(config.DATABASE_URL, logger);
  // Without a /metrics port nobody reads them: per-request timings are not taken.
  const metrics = createServiceMetrics('core-service', { recording: config.METRICS_PORT !== undefined });
  let outbox: OutboxWorker | undefined;
  let retentionJob: RetentionJob | undefined;

  try {
    // Migrations are the release's own step (`npm run migrate -w core-service`), never a replica's.
    await assertSchemaCurrent(sequelize, logger);

    const outboxRepository = createEmailOutboxRepository(sequelize);
    const sender = config.POSTMARK_SERVER_TOKEN
      ? createPostmarkSender({
          serverToken: config.POSTMARK_SERVER_TOKEN,
          apiUrl: config.POSTMARK_API_URL,
          from: config.EMAIL_FROM,
          unsubscribeInbound: config.LIST_UNSUBSCRIBE_INBOUND_ADDRESS,
          timeoutMs: config.OUTBOX_SEND_TIMEOUT_MS,
        })
      : null;
    const worker = createOutboxWorker({
      repository: outboxRepository,
      sender,
      logger: logger.child({ component: 'outbox' }),
      pollMs: config.OUTBOX_POLL_MS,
      retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
      sendTimeoutMs: config.OUTBOX_SEND_TIMEOUT_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      batchSize: OUTBOX_BATCH_SIZE,
    });
    outbox = worker;

    // What every service that stores something and queues an e-mail with it in one transaction needs.
    const entries = createWaitlistRepository(sequelize, { onSignupStatement: signupStatementSizes(metrics) });
    // Every rate limit, cap and throttle: the policies of contracts' RATE_LIMITS, counted here.
    const limits = createRateLimiter(createRateLimitRepository(sequelize));
    const mailing = {
      outbox: outboxRepository,
      runInTransaction: transactionRunner(sequelize),
      siteUrl: config.PUBLIC_SITE_URL,
      onEmailQueued: () => worker.nudge(),
    };
    // How every sign-up is e-mailed its place and links, whichever way it joined.
    const placeLinkOptions = {
      doubleOptIn: config.WAITLIST_DOUBLE_OPT_IN,
      referralBoost: config.WAITLIST_REFERRAL_BOOST,
      confirmLinkTtlHours: config.WAITLIST_CONFIRM_LINK_TTL_HOURS,
      postalAddress: config.COMPANY_POSTAL_ADDRESS ?? null,
    };
    // Consent addresses are hashed with a secret every copy shares: the service token.
    const consentKey = config.CORE_SERVICE_TOKEN;
    // When a confirmed referral is credited at once, and when it waits for an admin.
    const referrals = createReferralsRepository(sequelize, {
      dailyCap: config.WAITLIST_REFERRAL_DAILY_CAP,
      clusterSize: config.WAITLIST_REFERRAL_CLUSTER_SIZE,
      windowHours: config.WAITLIST_REFERRAL_WINDOW_HOURS,
    });
    const audit = createAuditRepository(sequelize);
    const dataRequestsRepository = createDataRequestsRepository(sequelize);
    const resendCaps = { perDay: config.ENTRY_RESEND_MAX_PER_DAY, total: config.ENTRY_RESEND_MAX_TOTAL };
    registerPoolMetrics(metrics, sequelize);
    registerOutboxMetrics(metrics, sequelize);
    registerAnnouncementMetrics(metrics, sequelize);
    const waitlist = countSignups(
      createWaitlistService({
        entries,
        ...mailing,
        ...placeLinkOptions,
        minFillMs: config.WAITLIST_MIN_FILL_MS,
        consentKey,
        resendCaps,
        limits,
        referrals,
        eraseUnconfirmed: async (entryId, inTx) => {
          const result = await dataRequestsRepository.erase(entryId, null, async (tx) => {
            await audit.record({ action: 'not-me', success: true, details: { entryId } }, tx);
            await inTx(tx);
          });
          if (result === null || result === 'already-erased') return result;
          // A subscription that still runs makes it a customer's entry, whoever pressed the link.
          return 'running' in result ? 'paying' : 'erased';
        },
      }),
      metrics,
    );

    const diagnostics = createDiagnosticsService({
      serverToken: config.POSTMARK_SERVER_TOKEN,
      accountToken: config.POSTMARK_ACCOUNT_TOKEN,
      senderEmail: config.EMAIL_FROM,
      checkConnectivity: cachedCheck(
        postmarkConnectivityCheck({
          serverToken: config.POSTMARK_SERVER_TOKEN,
          accountToken: config.POSTMARK_ACCOUNT_TOKEN,
          apiUrl: config.POSTMARK_API_URL,
          timeoutMs: config.DIAGNOSTICS_CONNECT_TIMEOUT_MS,
        }),
        config.DIAGNOSTICS_CONNECT_CACHE_MS,
      ),
      outbox: outboxRepository,
      canSend: sender !== null,
      onEmailQueued: () => worker.nudge(),
      testEmailWaitMs: config.TEST_EMAIL_WAIT_MS,
      siteUrl: config.PUBLIC_SITE_URL,
      postalAddress: config.COMPANY_POSTAL_ADDRESS ?? null,
    });

    const users = createUsersRepository(sequelize);
    await bootstrapAdmin(
      users,
      audit,
      {
        username: config.ADMIN_USERNAME,
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        // Straight to the console, not the JSON log: this is the only time it is shown. Only a
        // silenced core (the test suites) keeps quiet.
        announce: (message) => {
          if (config.LOG_LEVEL !== 'silent') console.log(message);
        },
      },
      logger,
    );
    const twoFactor = createTwoFactorService({
      users,
      pending: createPendingSignInsRepository(sequelize),
      limits,
      secondStep: {
        max: config.TWO_FACTOR_MAX_FAILURES,
        windowMs: config.TWO_FACTOR_FAILURE_WINDOW_MS,
        holdMs: config.TWO_FACTOR_LOCK_MS,
      },
      audit,
    });
    const auth = createAuthService({
      users,
      limits,
      audit,
      startSecondStep: (userId) => twoFactor.startSignIn(userId, PENDING_SIGN_IN_SECONDS),
      throttle: {
        maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxPerAccountAndIp: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
        maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
        windowMs: config.LOGIN_THROTTLE_WINDOW_MS,
      },
      // Every core copy holds the same service token, so any copy checks any copy's challenge.
      proofOfWork: createProofOfWork({
        secret: config.CORE_SERVICE_TOKEN,
        difficulty: config.LOGIN_PROOF_OF_WORK_BITS,
        ttlMs: PROOF_OF_WORK_TTL_MS,
      }),
    });
    const adminWaitlist = createAdminWaitlistRepository(sequelize, { referralBoost: config.WAITLIST_REFERRAL_BOOST });
    const payments = createPaymentsService({
      payments: createPaymentsRepository(sequelize),
      eventLog: createStripeEventLogRepository(sequelize),
      entries,
      ...mailing,
      ...placeLinkOptions,
      consentKey,
      resendCaps,
      limits,
      minFillMs: config.WAITLIST_MIN_FILL_MS,
      referrals,
      onPriceMismatch: (alert) => logger.error(alert, 'an invoice would charge other than the locked Early Bird price'),
      audit,
    });
    const app = createApp({
      logger,
      metrics,
      serviceToken: config.CORE_SERVICE_TOKEN,
      sequelize,
      waitlist,
      rateLimits: limits,
      diagnostics,
      payments,
      reconcileRuns: createReconcileRunsService({ repository: createReconcileRunsRepository(sequelize) }),
      auth,
      twoFactor,
      staff: createStaffService(users, audit),
      users,
      adminWaitlist,
      blog: createBlogRepository(sequelize),
      listMail: createListMailService({
        repository: createListMailRepository(sequelize),
        outbox: outboxRepository,
        audit,
        siteUrl: config.PUBLIC_SITE_URL,
        postalAddress: config.COMPANY_POSTAL_ADDRESS ?? null,
        onEmailQueued: () => worker.nudge(),
      }),
      dataRequests: createDataRequestsService({ repository: dataRequestsRepository, audit }),
      referrals: createReferralsService({ repository: referrals, audit, runInTransaction: mailing.runInTransaction }),
    });
    const retention = createRetentionService({
      repository: createRetentionRepository(sequelize),
      leases: createJobLeaseRepository(sequelize),
      holder: `${hostname()}:${process.pid}:${randomUUID()}`,
      logger,
      erase: async (entryId, cutoff) => {
        const result = await dataRequestsRepository.erase(entryId, null, (tx) =>
          audit.record(
            {
              action: 'data-retention',
              success: true,
              actorName: 'retention job',
              details: { entryId, noEmailSince: cutoff.toISOString() },
            },
            tx,
          ),
        );
        return result !== null && result !== 'already-erased' && !('running' in result);
      },
    });
    retentionJob = createRetentionJob(
      retention,
      config.RETENTION_INTERVAL_MS,
      logger.child({ component: 'retention' }),
    );

    const http = await serveWithMetrics(app, {
      port: config.PORT,
      host: config.HOST,
      metrics,
      metricsPort: config.METRICS_PORT,
    });
    worker.start();
    retentionJob.start();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        // Neither needs the other, so their waits overlap instead of adding up.
        const stopped = await Promise.allSettled([http.close(), worker.stop(), retentionJob?.stop()]);
        await sequelize.close();
        const failure = stopped.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
        if (failure) throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
      })());

    return {
      url: http.url,
      port: http.port,
      sequelize,
      outbox: worker,
      retention,
      logger,
      metricsUrl: http.metricsUrl,
      close,
    };
  } catch (err) {
    await outbox?.stop();
    await retentionJob?.stop();
    await sequelize.close().catch(() => undefined);
    throw err;
  }
}
