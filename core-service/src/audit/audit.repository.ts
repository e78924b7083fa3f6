import type { Sequelize, Transaction } from 'sequelize';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-second-step'
  | 'password-change'
  | 'two-factor-setup'
  | 'two-factor-enable'
  | 'two-factor-disable'
  | 'user-create'
  | 'user-deactivate'
  | 'user-reactivate'
  | 'admin-bootstrap'
  | 'admin-reset'
  | 'announcement'
  | 'data-export'
  | 'data-erase'
  /** The retention job erased an entry the Privacy Policy no longer lets us keep (no actor). */
  | 'data-retention'
  /** A person erased an unconfirmed entry of their address from an e-mailed link (no actor). */
  | 'not-me'
  | 'referral-approve'
  | 'referral-refuse'
  /** An admin cleared a price alert with a note. */
  | 'price-alert-acknowledge';

export interface AuditEvent {
  action: AuditAction;
  success: boolean;
  actorId?: number | null;
  actorName?: string | null;
  targetId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export function createAuditRepository(sequelize: Sequelize) {
  return {
    /** `transaction`: recorded with the change it describes, or not at all. */
    async record(event: AuditEvent, transaction?: Transaction): Promise<void> {
      await sequelize.query(
        `INSERT INTO audit_log (action, success, actor_id, actor_name, target_id, ip, details)
         VALUES (:action, :success, :actorId, :actorName, :targetId, :ip, CAST(:details AS jsonb))`,
        {
          replacements: {
            action: event.action,
            success: event.success,
            actorId: event.actorId ?? null,
            actorName: event.actorName ?? null,
            targetId: event.targetId ?? null,
            ip: event.ip ?? null,
            details: event.details ? JSON.stringify(event.details) : null,
          },
          ...(transaction ? { transaction } : {}),
        },
      );
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
