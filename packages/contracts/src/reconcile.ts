import { z } from 'zod';
import { ADMINS_ONLY } from './admin-users';
import type { SUBSCRIPTION_STATUSES } from './subscription';

/** How often the screen asks for progress while a check runs. */
export const RECONCILE_POLL_MS = 1000;
/** Stripe's page size for the listing (its maximum). */
export const RECONCILE_STRIPE_PAGE_SIZE = 100;
/** At most this many findings in one progress report from the job to core (a page may need several). */
export const RECONCILE_REPORT_FINDINGS = 100;
/** At most this many findings of each kind are sent to the screen; the counts are always whole. */
export const RECONCILE_FINDINGS_SHOWN = 200;

export const RECONCILE_RUN_STATES = ['running', 'done', 'failed'] as const;
export const reconcileRunStateSchema = z.enum(RECONCILE_RUN_STATES);
export type ReconcileRunState = z.infer<typeof reconcileRunStateSchema>;

/** A first payment never made: Stripe's `incomplete` (open for a day) or `incomplete_expired` (gone for good). */
export const ABANDONED_STATUSES = [
  'incomplete',
  'incomplete_expired',
] as const satisfies readonly (typeof SUBSCRIPTION_STATUSES)[number][];

/**
 * One subscription where the product and Stripe disagree (`drift`), or a checkout whose first
 * payment was never made (`abandoned`), reported apart: it is no disagreement to act on.
 */
export const reconcileFindingSchema = z.object({
  kind: z.enum(['drift', 'abandoned']),
  subscriptionId: z.string().min(1).max(255),
  /** The entry holding the subscription; null when no entry does (Stripe has it, the product does not). */
  entryId: z.number().int().positive().nullable(),
  customerId: z.string().max(255).nullable(),
  /** Stripe's status; null when Stripe has no such subscription. */
  stripeStatus: z.string().max(40).nullable(),
  /** One line per difference, e.g. "status: product says active, Stripe says past_due". */
  differences: z.array(z.string().max(500)).max(10),
});
export type ReconcileFinding = z.infer<typeof reconcileFindingSchema>;

/** A finding as the screen shows it: with the entry's address, read when it is shown. */
export const reconcileFindingViewSchema = reconcileFindingSchema.extend({ email: z.string().nullable() });
export type ReconcileFindingView = z.infer<typeof reconcileFindingViewSchema>;

export const reconcileRunSchema = z.object({
  id: z.number().int().positive(),
  state: reconcileRunStateSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Pages of Stripe's subscription list read so far. */
  stripePages: z.number().int().nonnegative(),
  /** Subscriptions compared so far (Stripe's, and the product's Stripe did not list). */
  checked: z.number().int().nonnegative(),
  driftCount: z.number().int().nonnegative(),
  abandonedCount: z.number().int().nonnegative(),
  /** The first findings of each kind (at most RECONCILE_FINDINGS_SHOWN). */
  drifts: z.array(reconcileFindingViewSchema),
  abandoned: z.array(reconcileFindingViewSchema),
  /** Why a failed run stopped. */
  error: z.string().nullable(),
});
export type ReconcileRun = z.infer<typeof reconcileRunSchema>;

/** GET: the latest run, or none yet. */
export const reconcileLatestSchema = z.object({ run: reconcileRunSchema.nullable() });
export type ReconcileLatest = z.infer<typeof reconcileLatestSchema>;

/** A page of work the job reports: what it read and found since its last report, and whether it ended. */
export const reconcileProgressSchema = z.object({
  stripePages: z.number().int().nonnegative().max(1),
  checked: z.number().int().nonnegative().max(1000),
  findings: z.array(reconcileFindingSchema).max(RECONCILE_REPORT_FINDINGS),
  finish: z
    .object({ state: z.enum(['done', 'failed']), error: z.string().max(500).nullable() })
    .nullable()
    .default(null),
});
export type ReconcileProgress = z.infer<typeof reconcileProgressSchema>;

export const reconcileMatchSchema = z.object({
  subscriptionIds: z.array(z.string().min(1).max(255)).min(1).max(RECONCILE_STRIPE_PAGE_SIZE),
});

export const RECONCILE_MESSAGES = {
  notConfigured:
    'Checking against Stripe needs a Stripe key on bff-admin (STRIPE_READ_KEY, a restricted key that can read subscriptions).',
  failed: 'Stripe could not be asked just now. Please try again.',
  adminsOnly: ADMINS_ONLY.reconcile,
  alreadyRunning: 'A check against Stripe is already running; its progress is shown on Stripe Events.',
  notRunning: 'This check against Stripe is no longer running.',
  runNotFound: 'No such check against Stripe.',
  stalled: 'The copy of bff-admin running this check stopped before it finished. Start it again.',
  button: 'Check subscriptions against Stripe',
  running: 'Checking...',
  progress: (pages: number, checked: number, drifts: number) =>
    `Checking: ${pages} page(s) of Stripe's subscriptions read, ${checked} subscription(s) compared, ${drifts} differ so far.`,
  allMatch: (n: number) => `All ${n} subscription(s) match Stripe.`,
  differ: (drifts: number, checked: number) => `${drifts} of ${checked} subscription(s) differ from Stripe:`,
  abandoned: (n: number) =>
    `${n} abandoned checkout(s): the first payment was never made (Stripe's incomplete or incomplete_expired). Nothing to fix.`,
  more: (shown: number, total: number) => `Showing the first ${shown} of ${total}.`,
} as const;
