import {
  ANNOUNCEMENT_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
  type Announcement,
  type AnnouncementDraft,
  type AnnouncementPreview,
  type AnnouncementPreviewRequest,
  type AnnouncementSegmentChoice,
  type RecipientCount,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { ActingStaff } from '../auth/actor-access';
import type { AuditRepository } from '../audit/audit.repository';
import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import { ANNOUNCEMENT_KIND, newRecipientMarkers, renderAnnouncement } from './announcement-email';
import type { ListMailRepository } from './list-mail.repository';

export interface ListMailServiceDeps {
  repository: ListMailRepository;
  outbox: Pick<EmailOutboxRepository, 'enqueue'>;
  audit: AuditRepository;
  siteUrl: string;
  postalAddress: string | null;
  onEmailQueued(): void;
}

export type ListMailService = ReturnType<typeof createListMailService>;

/** Announcements to segments of the list (admins only; every step audited) and unsubscribing. */
export function createListMailService(deps: ListMailServiceDeps) {
  const { repository } = deps;

  async function found(id: number): Promise<Announcement> {
    const announcement = await repository.find(id);
    if (!announcement) throw AppError.notFound(ANNOUNCEMENT_MESSAGES.notFound);
    return announcement;
  }

  const audit = (actor: ActingStaff, action: string, id: number, details: Record<string, unknown> = {}) =>
    deps.audit.record({
      action: 'announcement',
      success: true,
      actorId: actor.user.id,
      actorName: actor.user.username,
      // target_id names a staff account; the announcement is named in the details.
      ip: actor.ip,
      details: { step: action, announcementId: id, ...details },
    });

  return {
    list: () => repository.list(),

    async get(id: number) {
      // A send whose last e-mail went out is sent: recorded the first time anyone looks.
      if ((await found(id)).status === 'sending') await repository.finishIfDone(id);
      return found(id);
    },

    async create(actor: ActingStaff, draft: AnnouncementDraft) {
      const created = await repository.create(draft, actor.user.id);
      await audit(actor, 'create', created.id, { subject: draft.subject, segment: draft.segment });
      return created;
    },

    async update(actor: ActingStaff, id: number, draft: AnnouncementDraft) {
      await found(id);
      const updated = await repository.update(id, draft);
      if (!updated) throw AppError.conflict(ANNOUNCEMENT_MESSAGES.notDraft);
      return updated;
    },

    async recipients(choice: AnnouncementSegmentChoice): Promise<RecipientCount> {
      const recipients = await repository.countRecipients(choice);
      const problem = !deps.postalAddress
        ? ANNOUNCEMENT_MESSAGES.postalAddressMissing
        : recipients === 0
          ? ANNOUNCEMENT_MESSAGES.noRecipients
          : null;
      return { recipients, canSend: problem === null, problem };
    },

    /**
     * The editor's preview: the rendering a send queues, with the unsubscribe page's plain
     * address where each recipient's own link goes. Nothing is stored or audited (it sends nothing).
     */
    preview(draft: AnnouncementPreviewRequest): AnnouncementPreview {
      return renderAnnouncement(draft, {
        siteUrl: deps.siteUrl,
        postalAddress: deps.postalAddress,
        unsubscribeUrl: `${deps.siteUrl.replace(/\/+$/, '')}/unsubscribe`,
      });
    },

    /**
     * To the acting admin's own address: the same rendering as the real send (list footer with
     * the unsubscribe link and the postal address), on the transactional `outbound` stream, not
     * `broadcast`. It is one message to the one person who just asked for it, which is Postmark's
     * transactional kind; on `outbound` it is claimed before a running send's thousands, and it
     * is not subject to the broadcast stream's suppressions (an admin who once unsubscribed from
     * the list still gets the preview). No List-Unsubscribe header: the admin is not on the list.
     */
    async test(actor: ActingStaff, id: number) {
      const announcement = await found(id);
      const email = renderAnnouncement(announcement, {
        siteUrl: deps.siteUrl,
        postalAddress: deps.postalAddress,
        unsubscribeUrl: `${deps.siteUrl.replace(/\/+$/, '')}/unsubscribe`,
        test: true,
      });
      await deps.outbox.enqueue({
        kind: `${ANNOUNCEMENT_KIND}-test`,
        to: actor.user.email,
        toName: null,
        ...email,
        stream: 'outbound',
      });
      deps.onEmailQueued();
      await audit(actor, 'test', id, { to: 'self' });
      return { sentTo: actor.user.email };
    },

    async send(actor: ActingStaff, id: number) {
      const announcement = await found(id);
      if (!deps.postalAddress) throw AppError.badRequest(ANNOUNCEMENT_MESSAGES.postalAddressMissing);
      if (announcement.status !== 'draft') throw AppError.conflict(ANNOUNCEMENT_MESSAGES.notDraft);
      const markers = newRecipientMarkers();
      const email = renderAnnouncement(announcement, {
        siteUrl: deps.siteUrl,
        postalAddress: deps.postalAddress,
        unsubscribeUrl: markers.unsubscribeUrl,
        reason: markers.reason,
      });
      const recipients = await repository.startSend(id, email, markers, { siteUrl: deps.siteUrl });
      if (recipients === null) throw AppError.conflict(ANNOUNCEMENT_MESSAGES.notDraft);
      await audit(actor, 'send', id, { recipients });
      deps.onEmailQueued();
      return found(id);
    },

    async pause(actor: ActingStaff, id: number) {
      // A send with nothing left is sent, not pausable, though nobody has looked since its last e-mail went.
      if ((await found(id)).status === 'sending') await repository.finishIfDone(id);
      if ((await found(id)).status === 'sent') throw AppError.conflict(ANNOUNCEMENT_MESSAGES.nothingLeft);
      if (!(await repository.setStatus(id, 'sending', 'paused')))
        throw AppError.conflict(ANNOUNCEMENT_MESSAGES.notSending);
      await audit(actor, 'pause', id);
      return found(id);
    },

    async resume(actor: ActingStaff, id: number) {
      await found(id);
      if (!(await repository.setStatus(id, 'paused', 'sending')))
        throw AppError.conflict(ANNOUNCEMENT_MESSAGES.notPaused);
      await audit(actor, 'resume', id);
      deps.onEmailQueued();
      return found(id);
    },

    async subscription(token: string) {
      const state = await repository.subscription(token);
      if (!state) throw AppError.notFound(UNSUBSCRIBE_MESSAGES.unknown);
      return state;
    },

    async unsubscribe(token: string) {
      if (!(await repository.unsubscribe(token))) throw AppError.notFound(UNSUBSCRIBE_MESSAGES.unknown);
      return (await repository.subscription(token)) ?? { subscribed: false, erasureRequested: false, blocked: null };
    },

    /** An e-mail to the List-Unsubscribe mailto address, its token after the `+`: false for a token nobody has. */
    async inboundUnsubscribe(mailboxHash: string) {
      return { unsubscribed: await repository.unsubscribe(mailboxHash, { anyCase: true }) };
    },

    async resubscribe(token: string) {
      if (!(await repository.resubscribe(token))) throw AppError.notFound(UNSUBSCRIBE_MESSAGES.unknown);
      return (await repository.subscription(token)) ?? { subscribed: true, erasureRequested: false, blocked: null };
    },

    suppress: (email: string, reason: 'hard-bounce' | 'spam-complaint' | 'provider' | 'unsubscribed') =>
      repository.suppress(email, reason),
  };
}
