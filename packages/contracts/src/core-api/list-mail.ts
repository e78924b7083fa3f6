import {
  ANNOUNCEMENT_MESSAGES,
  announcementDraftSchema,
  announcementPreviewRequestSchema,
  announcementPreviewSchema,
  announcementResponseSchema,
  announcementSegmentChoiceSchema,
  announcementsResponseSchema,
  recipientCountSchema,
  testSendResultSchema,
} from '../announcements';
import {
  inboundUnsubscribeResultSchema,
  inboundUnsubscribeSchema,
  suppressionSchema,
  unsubscribeRequestSchema,
  unsubscribeStateSchema,
} from '../list-mail';
import { ADMINS_ONLY } from '../admin-users';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.admin;
const announcementId = idParams(ANNOUNCEMENT_MESSAGES.notFound);

/** One step of a send (send, pause, resume): the announcement as it now is. */
const step = (action: 'send' | 'pause' | 'resume') =>
  coreRoute({
    method: 'POST',
    path: `/internal/announcements/:id/${action}`,
    ...announcementId,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403, 404, 409],
    failureMessage,
  });

/** A recipient's own choice about list mail, named by the unsubscribe token of their entry: the entry's state after it. */
const listChoice = (action: 'state' | 'unsubscribe' | 'resubscribe') =>
  coreRoute({
    method: 'POST',
    path: `/internal/list/${action}`,
    body: unsubscribeRequestSchema,
    status: 200,
    response: unsubscribeStateSchema,
    passThrough: [400, 404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  });

/** Announcements to the list (admins only) and unsubscribing from them. */
export const coreListMailApi = {
  list: coreRoute({
    method: 'GET',
    path: '/internal/announcements',
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: announcementsResponseSchema,
    passThrough: [401, 403],
    failureMessage,
  }),
  get: coreRoute({
    method: 'GET',
    path: '/internal/announcements/:id',
    ...announcementId,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: announcementResponseSchema,
    passThrough: [401, 403, 404],
    failureMessage,
  }),
  create: coreRoute({
    method: 'POST',
    path: '/internal/announcements',
    body: announcementDraftSchema,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 201,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403],
    failureMessage,
  }),
  update: coreRoute({
    method: 'PUT',
    path: '/internal/announcements/:id',
    ...announcementId,
    body: announcementDraftSchema,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403, 404, 409],
    failureMessage,
  }),
  /** How many a segment would reach now, and whether a send may start (the postal address is set). */
  recipients: coreRoute({
    method: 'POST',
    path: '/internal/announcements/recipients',
    body: announcementSegmentChoiceSchema,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: recipientCountSchema,
    passThrough: [400, 401, 403],
    failureMessage,
  }),
  /** A draft (stored or not) rendered by the layout every recipient's copy uses: the editor's preview. */
  preview: coreRoute({
    method: 'POST',
    path: '/internal/announcements/preview',
    body: announcementPreviewRequestSchema,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: announcementPreviewSchema,
    passThrough: [400, 401, 403],
    failureMessage,
  }),
  /** The announcement to the acting admin's own address, marked as a test. */
  test: coreRoute({
    method: 'POST',
    path: '/internal/announcements/:id/test',
    ...announcementId,
    ...adminsOnly(ADMINS_ONLY.announcements),
    status: 200,
    response: testSendResultSchema,
    passThrough: [400, 401, 403, 404],
    failureMessage,
  }),
  send: step('send'),
  pause: step('pause'),
  resume: step('resume'),

  unsubscribeState: listChoice('state'),
  unsubscribe: listChoice('unsubscribe'),
  resubscribe: listChoice('resubscribe'),
  /** An e-mail to the List-Unsubscribe mailto address: the entry its address's token names is unsubscribed (false: no such entry). */
  inboundUnsubscribe: coreRoute({
    method: 'POST',
    path: '/internal/list/inbound-unsubscribes',
    body: inboundUnsubscribeSchema,
    status: 200,
    response: inboundUnsubscribeResultSchema,
    passThrough: [400],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /** An address the provider reported (hard bounce, spam complaint): no list mail any more. */
  suppress: coreRoute({
    method: 'POST',
    path: '/internal/list/suppressions',
    body: suppressionSchema,
    status: 204,
    response: null,
    passThrough: [400],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
};
