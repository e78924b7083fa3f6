import { adminStatsSchema, adminWaitlistPageSchema, adminWaitlistQuerySchema } from '../admin-waitlist';
import { CORE_FAILURE_MESSAGES, coreRoute } from './route';

const failureMessage = CORE_FAILURE_MESSAGES.admin;

/** Screen data of the staff area; bff-admin has authenticated the session, every staff role may read it. */
export const coreAdminApi = {
  stats: coreRoute({ method: 'GET', path: '/internal/admin/stats', status: 200, response: adminStatsSchema, passThrough: [], failureMessage }),
  waitlistPage: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist',
    query: adminWaitlistQuerySchema,
    status: 200,
    response: adminWaitlistPageSchema,
    passThrough: [400],
    failureMessage,
  }),
  /** Every entry as CSV, streamed: memory stays flat however long the list is. */
  waitlistCsv: coreRoute({
    method: 'GET',
    path: '/internal/admin/waitlist.csv',
    status: 200,
    response: 'stream',
    contentType: 'text/csv; charset=utf-8',
    passThrough: [],
    failureMessage: CORE_FAILURE_MESSAGES.export,
  }),
};
