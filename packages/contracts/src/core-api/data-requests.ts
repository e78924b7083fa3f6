import {
  dataErasePlanSchema,
  dataEraseRequestSchema,
  dataEraseResultSchema,
  dataExportSchema,
  DATA_REQUEST_MESSAGES,
  dataRequestSchema,
  dataRequestsResponseSchema,
} from '../data-requests';
import { unsubscribeRequestSchema } from '../list-mail';
import { ADMINS_ONLY } from '../admin-users';
import { adminsOnly, CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.admin;

/** Data requests (GDPR articles 15 and 17): every staff call is for admins only. */
export const coreDataRequestsApi = {
  /** Everything held about one entry. */
  exportEntry: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist/:id/data',
    ...idParams(DATA_REQUEST_MESSAGES.entryNotFound),
    ...adminsOnly(ADMINS_ONLY.dataRequests),
    status: 200,
    response: dataExportSchema,
    passThrough: [401, 403, 404],
    failureMessage,
  }),
  /** What must happen at Stripe before the entry is erased: its running subscription, canceled first. */
  erasePlan: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist/:id/erase-plan',
    ...idParams(DATA_REQUEST_MESSAGES.entryNotFound),
    ...adminsOnly(ADMINS_ONLY.dataRequests),
    status: 200,
    response: dataErasePlanSchema,
    passThrough: [401, 403, 404],
    failureMessage,
  }),
  /**
   * Removes the entry's personal data everywhere, in one transaction; the row stays for the
   * counts. 409 while its subscription runs and the body does not name it as canceled at Stripe.
   */
  erase: coreRoute({
    method: 'POST',
    path: '/internal/admin/waitlist/:id/erase',
    ...idParams(DATA_REQUEST_MESSAGES.entryNotFound),
    ...adminsOnly(ADMINS_ONLY.dataRequests),
    body: dataEraseRequestSchema,
    status: 200,
    response: dataEraseResultSchema,
    passThrough: [401, 403, 404, 409],
    failureMessage,
  }),
  /** The open erasure requests, oldest first. */
  list: coreRoute({
    method: 'GET',
    path: '/internal/data-requests',
    ...adminsOnly(ADMINS_ONLY.dataRequests),
    status: 200,
    response: dataRequestsResponseSchema,
    passThrough: [401, 403],
    failureMessage,
  }),
  done: coreRoute({
    method: 'POST',
    path: '/internal/data-requests/:id/done',
    ...idParams(DATA_REQUEST_MESSAGES.requestNotFound),
    ...adminsOnly(ADMINS_ONLY.dataRequests),
    status: 200,
    response: dataRequestSchema,
    passThrough: [401, 403, 404],
    failureMessage,
  }),
  /** A person's own request, named by the unsubscribe token of their entry (no staff actor). */
  request: coreRoute({
    method: 'POST',
    path: '/internal/data-requests',
    body: unsubscribeRequestSchema,
    status: 204,
    response: null,
    passThrough: [400, 404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
};
