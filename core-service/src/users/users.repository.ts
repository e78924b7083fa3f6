import { staffRoleSchema, type StaffAccount, type StaffRole } from '@fresh-pouf/contracts';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';

/** A users row with the secrets core needs and never hands out. */
export interface UserRow extends StaffAccount {
  passwordHash: string;
  twoFactorSecret: string | null;
  /** bcrypt hashes of the unused backup codes. */
  backupCodeHashes: string[];
  totpLastStep: number | null;
}

interface DbRow {
  id: number;
  username: string;
  password: string;
  full_name: string | null;
  email: string;
  role: string;
  two_factor_enabled: boolean;
  two_factor_secret: string | null;
  two_factor_backup_codes: unknown;
  active: boolean;
  session_version: number;
  totp_last_step: string | null;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string;
  role: StaffRole;
}

const COLUMNS = `id, username, password, full_name, email, role, two_factor_enabled, two_factor_secret,
  two_factor_backup_codes, active, session_version, totp_last_step`;

function toRow(row: DbRow): UserRow | null {
  // Only staff can sign in to the admin area; a plain 'user' row is not an account here.
  const role = staffRoleSchema.safeParse(row.role);
  if (!role.success) return null;
  const codes = Array.isArray(row.two_factor_backup_codes)
    ? row.two_factor_backup_codes.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    role: role.data,
    twoFactorEnabled: row.two_factor_enabled,
    active: row.active,
    sessionVersion: row.session_version,
    passwordHash: row.password,
    twoFactorSecret: row.two_factor_secret,
    backupCodeHashes: codes,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

export function createUsersRepository(sequelize: Sequelize) {
  const select = async (where: string, replacements: Record<string, unknown>) =>
    sequelize.query<DbRow>(`SELECT ${COLUMNS} FROM users WHERE ${where}`, { replacements, type: QueryTypes.SELECT });
  const one = async (where: string, replacements: Record<string, unknown>) => {
    const [row] = await select(where, replacements);
    return row ? toRow(row) : null;
  };
  const update = async (id: number, set: string, replacements: Record<string, unknown> = {}) => {
    const rows = await sequelize.query<DbRow>(
      `UPDATE users SET ${set}, updated_at = now() WHERE id = :id RETURNING ${COLUMNS}`,
      { replacements: { ...replacements, id }, type: QueryTypes.SELECT },
    );
    return rows[0] ? toRow(rows[0]) : null;
  };

  /** The stored user, or null when the username is taken (the constraint decides, not a lookup). */
  async function insert(user: NewUser): Promise<UserRow | null> {
    try {
      const rows = await sequelize.query<DbRow>(
        `INSERT INTO users (username, password, full_name, email, role)
         VALUES (:username, :passwordHash, :fullName, :email, :role) RETURNING ${COLUMNS}`,
        { replacements: { ...user }, type: QueryTypes.SELECT },
      );
      return rows[0] ? toRow(rows[0]) : null;
    } catch (err) {
      if (err instanceof UniqueConstraintError) return null;
      throw err;
    }
  }

  return {
    /** Usernames are case-insensitive (a unique index on lower(username) keeps them apart). */
    findByUsername: (username: string) => one('lower(username) = lower(:username)', { username }),
    findById: (id: number) => one('id = :id', { id }),

    async list(): Promise<UserRow[]> {
      const rows = await select("role IN ('admin', 'editor') ORDER BY id", {});
      return rows.map(toRow).filter((r): r is UserRow => r !== null);
    },

    async hasAdmin(): Promise<boolean> {
      const rows = await select("role = 'admin' LIMIT 1", {});
      return rows.length > 0;
    },

    insert,

    recordLogin: (id: number) => update(id, 'last_login = now()'),

    /** Bumping the session version ends every token issued before. */
    setPassword: (id: number, passwordHash: string) =>
      update(id, 'password = :passwordHash, session_version = session_version + 1', { passwordHash }),

    reactivate: (id: number) => update(id, 'active = true'),

    /**
     * Deactivates an account on behalf of an admin, so that an active admin always remains,
     * even when admins deactivate each other at the same moment: every active admin row is
     * locked first (in id order, so two of these never deadlock), and the check runs on what
     * the locks show. Under READ COMMITTED a row another transaction has just deactivated is
     * re-read once its lock is released, so the second of two crossing deactivations finds its
     * actor no longer an active admin.
     */
    async deactivate(
      id: number,
      actorId: number,
      /** Written in the same transaction: a deactivation is never made without its audit row, nor answered as failed once made. */
      audit?: (transaction: Transaction) => Promise<void>,
    ): Promise<UserRow | 'actor-not-admin' | 'last-admin' | null> {
      return sequelize.transaction(async (transaction) => {
        const admins = await sequelize.query<{ id: number }>(
          "SELECT id FROM users WHERE role = 'admin' AND active ORDER BY id FOR UPDATE",
          { transaction, type: QueryTypes.SELECT },
        );
        if (!admins.some((a) => a.id === actorId)) return 'actor-not-admin';
        if (!admins.some((a) => a.id !== id)) return 'last-admin';
        const rows = await sequelize.query<DbRow>(
          `UPDATE users SET active = false, session_version = session_version + 1, updated_at = now()
           WHERE id = :id RETURNING ${COLUMNS}`,
          { replacements: { id }, transaction, type: QueryTypes.SELECT },
        );
        if (rows[0] && audit) await audit(transaction);
        return rows[0] ? toRow(rows[0]) : null;
      });
    },

    /**
     * Operator recovery: the named account (any case) becomes an active admin with this
     * password and two-factor off, older sessions end; created when missing. Null when the
     * name cannot be created (taken by a race).
     */
    async resetAdmin(user: Omit<NewUser, 'role' | 'fullName'>): Promise<{ row: UserRow; created: boolean } | null> {
      const reset = async () => {
        const rows = await sequelize.query<DbRow>(
          `UPDATE users SET role = 'admin', active = true, password = :passwordHash,
             session_version = session_version + 1, two_factor_enabled = false, two_factor_secret = NULL,
             two_factor_backup_codes = NULL, totp_last_step = NULL, updated_at = now()
           WHERE lower(username) = lower(:username) RETURNING ${COLUMNS}`,
          { replacements: { ...user }, type: QueryTypes.SELECT },
        );
        return rows[0] ? toRow(rows[0]) : null;
      };
      const existing = await reset();
      if (existing) return { row: existing, created: false };
      const inserted = await insert({ ...user, role: 'admin', fullName: 'Administrator' });
      if (inserted) return { row: inserted, created: true };
      const raced = await reset();
      return raced ? { row: raced, created: false } : null;
    },

    setTwoFactorSecret: (id: number, secret: string, backupCodeHashes: string[]) =>
      update(
        id,
        'two_factor_secret = :secret, two_factor_backup_codes = CAST(:codes AS jsonb), two_factor_enabled = false',
        {
          secret,
          codes: JSON.stringify(backupCodeHashes),
        },
      ),

    enableTwoFactor: (id: number, step: number) =>
      update(id, 'two_factor_enabled = true, totp_last_step = :step', { step }),

    disableTwoFactor: (id: number) =>
      update(
        id,
        'two_factor_enabled = false, two_factor_secret = NULL, two_factor_backup_codes = NULL, totp_last_step = NULL',
      ),

    /**
     * Marks a TOTP step used, only if it is newer than the last one: two requests racing with
     * one code cannot both win.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await sequelize.query<{ id: number }>(
        `UPDATE users SET totp_last_step = :step
         WHERE id = :id AND (totp_last_step IS NULL OR totp_last_step < :step) RETURNING id`,
        { replacements: { id, step }, type: QueryTypes.SELECT },
      );
      return rows.length > 0;
    },

    /** Removes one backup code hash, only if still there: a code works once even under a race. */
    async consumeBackupCode(id: number, codeHash: string): Promise<boolean> {
      const rows = await sequelize.query<{ id: number }>(
        `UPDATE users SET two_factor_backup_codes = two_factor_backup_codes - :codeHash
         WHERE id = :id AND two_factor_backup_codes ? :codeHash RETURNING id`,
        { replacements: { id, codeHash }, type: QueryTypes.SELECT },
      );
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
