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
import type { z } from 'zod';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, coreRouteFamily, idParams } from './route';

const announcementId = idParams(ANNOUNCEMENT_MESSAGES.notFound);

/** Every announcement call: administrators only, with the admin area's words when core fails. */
const announcementRoute = coreRouteFamily({
  ...adminsOnly(ADMINS_ONLY.announcements),
  failureMessage: CORE_FAILURE_MESSAGES.admin,
});

/** One step of a send (send, pause, resume): the announcement as it now is. */
const step = (action: 'send' | 'pause' | 'resume') =>
  announcementRoute({
    method: 'POST',
    path: `/internal/announcements/:id/${action}`,
    ...announcementId,
    status: 200,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403, 404, 409],
  });

/** A question about a draft that stores nothing: whom it would reach, how it would look. */
const draftQuestion = <const W extends string, const B extends z.ZodType, const A extends z.ZodType>(
  what: W,
  body: B,
  response: A,
) =>
  announcementRoute({
    method: 'POST',
    path: `/internal/announcements/${what}`,
    body,
    status: 200,
    response,
    passThrough: [400, 401, 403],
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
  list: announcementRoute({
    method: 'GET',
    path: '/internal/announcements',
    status: 200,
    response: announcementsResponseSchema,
    passThrough: [401, 403],
  }),
  get: announcementRoute({
    method: 'GET',
    path: '/internal/announcements/:id',
    ...announcementId,
    status: 200,
    response: announcementResponseSchema,
    passThrough: [401, 403, 404],
  }),
  create: announcementRoute({
    method: 'POST',
    path: '/internal/announcements',
    body: announcementDraftSchema,
    status: 201,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403],
  }),
  update: announcementRoute({
    method: 'PUT',
    path: '/internal/announcements/:id',
    ...announcementId,
    body: announcementDraftSchema,
    status: 200,
    response: announcementResponseSchema,
    passThrough: [400, 401, 403, 404, 409],
  }),
  /** How many a segment would reach now, and whether a send may start (the postal address is set). */
  recipients: draftQuestion('recipients', announcementSegmentChoiceSchema, recipientCountSchema),
  /** A draft (stored or not) rendered by the layout every recipient's copy uses: the editor's preview. */
  preview: draftQuestion('preview', announcementPreviewRequestSchema, announcementPreviewSchema),
  /** The announcement to the acting admin's own address, marked as a test. */
  test: announcementRoute({
    method: 'POST',
    path: '/internal/announcements/:id/test',
    ...announcementId,
    status: 200,
    response: testSendResultSchema,
    passThrough: [400, 401, 403, 404],
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
