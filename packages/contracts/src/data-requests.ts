import { z } from 'zod';
import { UNKNOWN_ENTRY_ID } from './ids';

/**
 * Data requests (GDPR articles 15 and 17): staff export everything held about one
 * waitlist entry, or erase it; a person asks for erasure from the unsubscribe page, and staff
 * see that as a task. Admins only, every call.
 */
/**
 * What an erased entry keeps in place of the person's name and address (the row stays for the
 * counts): unique per row, and `.invalid` can never receive mail (RFC 2606).
 */
export const ERASED_NAME = 'Erased';
export const erasedAddress = (id: number) => `erased-${id}@erased.invalid`;
/** An entry whose person was erased: nothing of theirs is left to export or erase. */
export const isErasedEntry = (entry: { id: number; email: string }): boolean => entry.email === erasedAddress(entry.id);

export const DATA_REQUEST_MESSAGES = {
  entryNotFound: UNKNOWN_ENTRY_ID,
  requestNotFound: 'No data request has this id.',
  alreadyErased: 'This entry has already been erased.',
  rateLimited: 'Too many requests from this address. Please try again later.',
  /** The unsubscribe page: the button, the question it asks first, and the one answer. */
  askButton: 'Delete my data',
  confirmTitle: 'Delete your data?',
  confirmDescription:
    'You will get no more announcements from now on, and within 30 days our team erases your name, e-mail address and everything else we hold about you. This cannot be undone.',
  confirmButton: 'Yes, delete my data',
  keepButton: 'Keep my data',
  asked: 'Done: you get no more announcements, and our team will erase your data within 30 days.',
  /** The admin waitlist. */
  exportButton: 'Export data',
  eraseButton: 'Erase',
  eraseTitle: (name: string) => `Erase ${name}?`,
  eraseDescription:
    'A subscription still running is canceled at Stripe first, at once: no further charges, and the entry then counts as canceled, no longer as a paying customer. Then their name, e-mail address, links and e-mails are removed for good, queued e-mails are cancelled and their Stripe customer is deleted. The totals on the dashboard stay as they are. This cannot be undone.',
  erased: 'Erased. Their personal data is gone.',
  /** core: an entry whose subscription still runs is not erased until it is canceled at Stripe. */
  subscriptionRunning: (subscriptionId: string) =>
    `Subscription ${subscriptionId} is still running at Stripe: it must be canceled before the entry is erased. Nothing was erased.`,
  cancelByHand: (subscriptionId: string) =>
    `Nothing was erased: cancel subscription ${subscriptionId} in the Stripe dashboard first (bff-admin has no Stripe key), then erase again.`,
  cancelFailed: (subscriptionId: string) =>
    `Stripe could not cancel subscription ${subscriptionId}, so nothing was erased. Please try again.`,
  subscriptionCanceled: (subscriptionId: string) => `Subscription ${subscriptionId} was canceled at Stripe.`,
  stripeDeleted: (customerId: string) => `Erased. Stripe customer ${customerId} was deleted.`,
  stripeByHand: (customerId: string) =>
    `Erased. Delete Stripe customer ${customerId} by hand in the Stripe dashboard: bff-admin has no Stripe key.`,
  stripeFailed: (customerId: string) =>
    `Erased, but Stripe could not delete customer ${customerId}: delete it by hand in the Stripe dashboard.`,
  tasksTitle: 'Data requests',
  tasksEmpty: 'No open data requests.',
  doneButton: 'Done',
} as const;

/** What a person's data request answers (HTTP 202): the same words whatever happens next. */
export const dataRequestAcceptedSchema = z.object({ message: z.string() });
export type DataRequestAccepted = z.infer<typeof dataRequestAcceptedSchema>;

const isoDate = z.string();

/** Article 15: everything held about one entry, as the admin's JSON download. */
export const dataExportSchema = z.object({
  exportedAt: isoDate,
  entry: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    plan: z.string(),
    joinDate: z.string(),
    isFamily: z.boolean(),
    numberOfPoufs: z.number().int(),
    frequency: z.string(),
    earlyBird: z.boolean(),
    createdAt: isoDate,
    confirmedAt: isoDate.nullable(),
    referralCode: z.string(),
    referredByEntryId: z.number().int().nullable(),
    /** What became of its referral: credited, held for an admin, refused; null when there was none to decide. */
    referralState: z.enum(['credited', 'held', 'refused']).nullable(),
    /** A keyed hash of the client address it signed up from; the address itself is not kept. */
    clientAddressHash: z.string().nullable(),
    attribution: z.object({
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      referrer: z.string().nullable(),
      referralCodeUsed: z.string().nullable(),
    }),
  }),
  consent: z.object({
    privacyVersion: z.string().nullable(),
    acceptedAt: isoDate.nullable(),
    /** A keyed hash of the client address the consent came from; the address itself is not kept. */
    ipHash: z.string().nullable(),
  }),
  listMail: z.object({ subscribed: z.boolean(), suppressionReason: z.string().nullable() }),
  payment: z.object({
    paymentMade: z.boolean(),
    paymentMethod: z.string().nullable(),
    paymentAmount: z.string().nullable(),
    paymentDate: z.string().nullable(),
    stripeCustomerId: z.string().nullable(),
    stripeSubscriptionId: z.string().nullable(),
    stripePaymentIntentId: z.string().nullable(),
    subscriptionStatus: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    subscriptionPeriodEnd: isoDate.nullable(),
  }),
  emails: z.array(
    z.object({
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      queuedAt: isoDate,
      sentAt: isoDate.nullable(),
    }),
  ),
  dataRequests: z.array(z.object({ requestedAt: isoDate, doneAt: isoDate.nullable() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * What an erasure must do at Stripe before core erases (bff-admin asks first): the entry's
 * subscription when it still runs (anything but canceled or expired unpaid), or null.
 */
export const dataErasePlanSchema = z.object({
  entryId: z.number().int(),
  runningSubscriptionId: z.string().nullable(),
});
export type DataErasePlan = z.infer<typeof dataErasePlanSchema>;

/** The erasure itself: names the running subscription the caller has canceled at Stripe. */
export const dataEraseRequestSchema = z.object({ canceledSubscriptionId: z.string().min(1).max(255).optional() });
export type DataEraseRequest = z.infer<typeof dataEraseRequestSchema>;

/** Article 17: what core erased, in one transaction, and the Stripe customer left to delete. */
export const dataEraseResultSchema = z.object({
  entryId: z.number().int(),
  erased: z.object({
    emails: z.number().int(),
    emailsCancelled: z.number().int(),
    links: z.number().int(),
    stripeEvents: z.number().int(),
    suppressions: z.number().int(),
    requestsClosed: z.number().int(),
  }),
  /** The entry's Stripe customer before erasure: core keeps no copy, the caller deletes it at Stripe. */
  stripeCustomerId: z.string().nullable(),
});
export type DataEraseResult = z.infer<typeof dataEraseResultSchema>;

/** bff-admin's answer to an erase: core's result, the subscription it canceled first, and what became of the Stripe customer. */
export const dataEraseResponseSchema = dataEraseResultSchema.extend({
  subscriptionCanceled: z.string().nullable(),
  stripeCustomer: z.enum(['none', 'deleted', 'by-hand', 'failed']),
  message: z.string(),
});
export type DataEraseResponse = z.infer<typeof dataEraseResponseSchema>;

/** A person's erasure request, as staff see it until it is done. */
export const dataRequestSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  requestedAt: isoDate,
  doneAt: isoDate.nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestsResponseSchema = z.object({ requests: z.array(dataRequestSchema) });
export type DataRequestsResponse = z.infer<typeof dataRequestsResponseSchema>;
