import {
  DATA_REQUEST_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
  type DataErasePlan,
  type DataEraseResult,
  type DataExport,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { ActingStaff } from '../auth/actor-access';
import type { AuditRepository } from '../audit/audit.repository';
import type { DataRequestsRepository } from './data-requests.repository';

export interface DataRequestsServiceDeps {
  repository: DataRequestsRepository;
  audit: AuditRepository;
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;

/**
 * GDPR articles 15 and 17 for waitlist entries (admins only, decided by core's actor check).
 * The audit log names the entry by id and never holds what was erased.
 */
export function createDataRequestsService({ repository, audit }: DataRequestsServiceDeps) {
  const event = (actor: ActingStaff, action: 'data-export' | 'data-erase', entryId: number) => ({
    action,
    success: true,
    actorId: actor.user.id,
    actorName: actor.user.username,
    ip: actor.ip,
    details: { entryId },
  });

  return {
    async exportEntry(actor: ActingStaff, id: number): Promise<DataExport> {
      const data = await repository.exportEntry(id);
      if (!data) throw AppError.notFound(DATA_REQUEST_MESSAGES.entryNotFound);
      await audit.record(event(actor, 'data-export', id));
      return data;
    },

    async erasePlan(id: number): Promise<DataErasePlan> {
      const plan = await repository.erasePlan(id);
      if (!plan) throw AppError.notFound(DATA_REQUEST_MESSAGES.entryNotFound);
      return plan;
    },

    /** `canceledSubscriptionId`: the running subscription the caller canceled at Stripe (see erasePlan). */
    async erase(actor: ActingStaff, id: number, canceledSubscriptionId?: string): Promise<DataEraseResult> {
      const result = await repository.erase(
        id,
        actor.user.id,
        (tx) => audit.record(event(actor, 'data-erase', id), tx),
        canceledSubscriptionId,
      );
      if (result === null) throw AppError.notFound(DATA_REQUEST_MESSAGES.entryNotFound);
      if (result === 'already-erased') throw AppError.conflict(DATA_REQUEST_MESSAGES.alreadyErased);
      if ('running' in result) throw AppError.conflict(DATA_REQUEST_MESSAGES.subscriptionRunning(result.running));
      return result;
    },

    async request(token: string): Promise<void> {
      if (!(await repository.request(token))) throw AppError.notFound(UNSUBSCRIBE_MESSAGES.unknown);
    },

    list: () => repository.listOpen(),

    async done(actor: ActingStaff, id: number) {
      const request = await repository.markDone(id, actor.user.id);
      if (!request) throw AppError.notFound(DATA_REQUEST_MESSAGES.requestNotFound);
      return request;
    },
  };
}
