import { z } from 'zod';
import { lineText, multilineText } from './text';
import { planIdFieldSchema } from './waitlist';

/** Who an announcement goes to: confirmed entries and paying customers, never a suppressed (unsubscribed, bounced...) address. */
export const ANNOUNCEMENT_SEGMENTS = ['confirmed', 'early-bird-unpaid', 'paid', 'plan'] as const;
export const announcementSegmentSchema = z.enum(ANNOUNCEMENT_SEGMENTS);
export type AnnouncementSegment = z.infer<typeof announcementSegmentSchema>;

export const ANNOUNCEMENT_SEGMENT_LABELS: Record<AnnouncementSegment, string> = {
  confirmed: 'Everyone confirmed, and paying customers',
  'early-bird-unpaid': 'Early Bird, not yet paid',
  paid: 'Paying customers',
  plan: 'By plan',
};

export const ANNOUNCEMENT_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const ANNOUNCEMENT_MESSAGES = {
  subject: 'Please enter a subject (3 to 150 characters)',
  body: 'Please write the announcement (up to 50,000 characters)',
  plan: 'Please choose a plan for this segment',
  notFound: 'Announcement not found',
  notDraft: 'This announcement has been sent already and can no longer be edited.',
  postalAddressMissing:
    "Set COMPANY_POSTAL_ADDRESS before sending an announcement: every list e-mail must carry the sender's postal address (CAN-SPAM).",
  noRecipients: 'Nobody in this segment can receive it.',
  notSending: 'Only an announcement that is sending can be paused.',
  nothingLeft: 'Every e-mail of this announcement has gone out: it is sent, with nothing left to pause.',
  notPaused: 'Only a paused announcement can be resumed.',
} as const;

const planNamed = (s: { segment: AnnouncementSegment; plan?: string | undefined }) =>
  s.segment !== 'plan' || s.plan !== undefined;

export const announcementSegmentChoiceSchema = z
  .object({ segment: announcementSegmentSchema, plan: planIdFieldSchema.optional() })
  .refine(planNamed, { message: ANNOUNCEMENT_MESSAGES.plan, path: ['plan'] });
export type AnnouncementSegmentChoice = z.infer<typeof announcementSegmentChoiceSchema>;

export const announcementDraftSchema = z
  .object({
    // No letter rule: a subject may be figures and symbols ("2027 🎉"); what made one unsafe
    // (line separators, invisible and text-direction characters) every line refuses.
    subject: lineText('Subject', ANNOUNCEMENT_MESSAGES.subject, { letter: false })
      .trim()
      .min(3, ANNOUNCEMENT_MESSAGES.subject)
      .max(150, ANNOUNCEMENT_MESSAGES.subject),
    bodyMarkdown: multilineText('Body', ANNOUNCEMENT_MESSAGES.body)
      .min(1, ANNOUNCEMENT_MESSAGES.body)
      .max(50_000, ANNOUNCEMENT_MESSAGES.body),
    segment: announcementSegmentSchema,
    plan: planIdFieldSchema.optional(),
  })
  .refine(planNamed, { message: ANNOUNCEMENT_MESSAGES.plan, path: ['plan'] });
export type AnnouncementDraft = z.infer<typeof announcementDraftSchema>;

/** Where a send stands: each recipient is in exactly one of these. */
export const announcementProgressSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Suppressed after it was queued (unsubscribed, bounced, complained): not sent. */
  skipped: z.number().int(),
  left: z.number().int(),
});
export type AnnouncementProgress = z.infer<typeof announcementProgressSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  bodyMarkdown: z.string(),
  segment: announcementSegmentSchema,
  plan: z.string().nullable(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** Known once it is sent: how many it was queued for. */
  recipients: z.number().int().nullable(),
  progress: announcementProgressSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsResponseSchema = z.object({ announcements: z.array(announcementSchema) });
export const announcementResponseSchema = z.object({ announcement: announcementSchema });
export const recipientCountSchema = z.object({
  recipients: z.number().int(),
  canSend: z.boolean(),
  problem: z.string().nullable(),
});
export type RecipientCount = z.infer<typeof recipientCountSchema>;
export const testSendResultSchema = z.object({ sentTo: z.string() });

/**
 * A draft as the editor holds it, for the preview: nothing is stored, so an unfinished draft (no
 * subject yet) still shows; only the lengths a draft may have are kept.
 */
export const announcementPreviewRequestSchema = z.object({
  subject: z.string().max(150, ANNOUNCEMENT_MESSAGES.subject),
  bodyMarkdown: z.string().max(50_000, ANNOUNCEMENT_MESSAGES.body),
});
export type AnnouncementPreviewRequest = z.infer<typeof announcementPreviewRequestSchema>;

/** The exact e-mail a recipient gets (their own unsubscribe link aside): both parts, from the one layout. */
export const announcementPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

/** What the layout adds around the writer's body, said in the editor; the body itself gets no greeting or sign-off. */
export const ANNOUNCEMENT_LAYOUT_NOTE =
  'The layout adds the Fresh Pouf logo and the subject as a heading above your text, and a footer below it: the contact address, why the reader gets this e-mail with their unsubscribe link, and the postal address. Nothing else is added: write your own greeting and sign-off.';
