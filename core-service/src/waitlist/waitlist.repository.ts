import type { WaitlistEntryRecord, WaitlistSignup } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

export interface WaitlistRepository {
  /** The stored entry, or null when the e-mail address is already on the list. */
  insert(signup: WaitlistSignup, tx: Transaction): Promise<WaitlistEntryRecord | null>;
  /** Inside `tx` when given: an entry that transaction created is visible to it. */
  findById(id: number, tx?: Transaction): Promise<WaitlistEntryRecord | null>;
}

interface EntryRow {
  id: number;
  full_name: string;
  email: string;
  plan: string;
  join_date: string;
  early_bird: boolean;
  has_early_bird_discount: boolean;
  payment_made: boolean;
  payment_method: string | null;
  payment_amount: string | null;
  payment_date: string | null;
  is_family: boolean;
  number_of_poufs: number;
  frequency: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_payment_intent_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const RECORD_COLUMNS = `id, full_name, email, plan, join_date, early_bird, has_early_bird_discount, payment_made,
  payment_method, payment_amount, payment_date, is_family, number_of_poufs, frequency,
  stripe_customer_id, stripe_subscription_id, stripe_payment_intent_id, created_at, updated_at`;

const toRecord = (row: EntryRow): WaitlistEntryRecord => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  plan: row.plan,
  joinDate: row.join_date,
  earlyBird: row.early_bird,
  hasEarlyBirdDiscount: row.has_early_bird_discount,
  paymentMade: row.payment_made,
  paymentMethod: row.payment_method,
  paymentAmount: row.payment_amount,
  paymentDate: row.payment_date,
  isFamily: row.is_family,
  numberOfPoufs: row.number_of_poufs,
  frequency: row.frequency,
  stripeCustomerId: row.stripe_customer_id,
  stripeSubscriptionId: row.stripe_subscription_id,
  stripePaymentIntentId: row.stripe_payment_intent_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** waitlist_entries as the waitlist sees it; like every table of core, reached with SQL only. */
export function createWaitlistRepository(sequelize: Sequelize): WaitlistRepository {
  return {
    async insert(signup, tx) {
      // The unique constraint, not a prior lookup, decides: of two sign-ups racing with the
      // same address, the second waits for the first to commit and then inserts nothing.
      const rows = await sequelize.query<EntryRow>(
        `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency)
         VALUES (:fullName, :email, :plan, :joinDate, :earlyBird, :isFamily, :numberOfPoufs, :frequency)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${RECORD_COLUMNS}`,
        {
          replacements: {
            fullName: signup.fullName,
            email: signup.email,
            plan: signup.plan,
            joinDate: signup.joinDate,
            earlyBird: signup.earlyBird,
            isFamily: signup.isFamily,
            numberOfPoufs: signup.numberOfPoufs,
            frequency: signup.frequency,
          },
          type: QueryTypes.SELECT,
          transaction: tx,
        },
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async findById(id, tx) {
      const rows = await sequelize.query<EntryRow>(`SELECT ${RECORD_COLUMNS} FROM waitlist_entries WHERE id = :id`, {
        replacements: { id },
        type: QueryTypes.SELECT,
        ...(tx ? { transaction: tx } : {}),
      });
      return rows[0] ? toRecord(rows[0]) : null;
    },
  };
}
