import type { WaitlistEntryRecord, WaitlistSignup } from '@fresh-pouf/contracts';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { defineWaitlistEntryModel, type WaitlistEntryModel } from './waitlist-entry.model';

export interface WaitlistRepository {
  /** The stored entry, or null when the e-mail address is already on the list. */
  insert(signup: WaitlistSignup, tx: Transaction): Promise<WaitlistEntryRecord | null>;
  findById(id: number): Promise<WaitlistEntryRecord | null>;
}

function toRecord(row: WaitlistEntryModel): WaitlistEntryRecord {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    plan: row.plan,
    joinDate: row.joinDate,
    earlyBird: row.earlyBird,
    hasEarlyBirdDiscount: row.hasEarlyBirdDiscount,
    paymentMade: row.paymentMade,
    paymentMethod: row.paymentMethod ?? null,
    paymentAmount: row.paymentAmount ?? null,
    paymentDate: row.paymentDate ?? null,
    isFamily: row.isFamily,
    numberOfPoufs: row.numberOfPoufs,
    frequency: row.frequency,
    stripeCustomerId: row.stripeCustomerId ?? null,
    stripeSubscriptionId: row.stripeSubscriptionId ?? null,
    stripePaymentIntentId: row.stripePaymentIntentId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createWaitlistRepository(sequelize: Sequelize): WaitlistRepository {
  const WaitlistEntry = defineWaitlistEntryModel(sequelize);

  return {
    async insert(signup, tx) {
      try {
        const row = await WaitlistEntry.create(
          {
            fullName: signup.fullName,
            email: signup.email,
            plan: signup.plan,
            joinDate: signup.joinDate,
            earlyBird: signup.earlyBird,
            isFamily: signup.isFamily,
            numberOfPoufs: signup.numberOfPoufs,
            frequency: signup.frequency,
          },
          { transaction: tx },
        );
        return toRecord(row);
      } catch (err) {
        // The unique constraint, not a prior lookup, decides: two sign-ups racing with the
        // same address cannot both get in.
        if (err instanceof UniqueConstraintError && 'email' in err.fields) return null;
        throw err;
      }
    },

    async findById(id) {
      const row = await WaitlistEntry.findByPk(id);
      return row ? toRecord(row) : null;
    },
  };
}
