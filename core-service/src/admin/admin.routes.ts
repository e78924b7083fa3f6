import { coreApi, DATA_REQUEST_MESSAGES } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { Serve } from '../auth/actor-access';
import type { AdminWaitlistRepository } from './admin-waitlist.repository';
import { waitlistCsv } from './waitlist-csv';

/** Screen data for bff-admin, which has authenticated the session: every staff role may read it. */
export function adminRoutes(serve: Serve, waitlist: AdminWaitlistRepository): void {
  serve(coreApi.admin.stats, () => waitlist.stats());
  serve(coreApi.admin.funnel, ({ query }) => waitlist.funnel(query));
  serve(coreApi.admin.waitlistPage, ({ query }) => waitlist.page(query));
  serve(coreApi.admin.entryEmails, async ({ params }) => {
    const emails = await waitlist.entryEmails(params.id);
    if (!emails) throw AppError.notFound(DATA_REQUEST_MESSAGES.entryNotFound);
    return emails;
  });
  serve(coreApi.admin.waitlistCsv, () => waitlistCsv(waitlist.all()));
}
