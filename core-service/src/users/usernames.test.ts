import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../testing/migration-database';
import { createUsersRepository } from './users.repository';

const db = useMigrationDatabase();

describe('usernames are case-insensitive', () => {
  it('the migration keeps the oldest of names that differ only by case, renames the others, and the index then refuses new ones', async () => {
    const migrator = db.migrator();
    await migrator.up({ to: '0004-staff-accounts' });
    await db.sequelize.query(`INSERT INTO users (username, password, email, role) VALUES
      ('Chief', 'x', 'a@freshpouf.com', 'admin'), ('chief', 'x', 'b@freshpouf.com', 'editor'),
      ('CHIEF', 'x', 'c@freshpouf.com', 'editor'), ('other', 'x', 'd@freshpouf.com', 'editor')`);
    await migrator.up({ to: '0005-staff-security' });

    const rows = await db.rows<{ id: number; username: string }>('SELECT id, username FROM users ORDER BY id');
    expect(rows.map((r) => r.username)).toEqual(['Chief', `chief-${rows[1]?.id}`, `CHIEF-${rows[2]?.id}`, 'other']);
    const audit = await db.rows<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE action = 'username-renamed' ORDER BY target_id",
    );
    expect(audit.map((a) => a.details)).toEqual([
      { renamedTo: `chief-${rows[1]?.id}`, reason: 'case-insensitive usernames' },
      { renamedTo: `CHIEF-${rows[2]?.id}`, reason: 'case-insensitive usernames' },
    ]);

    const users = createUsersRepository(db.sequelize);
    expect(
      await users.insert({
        username: 'OTHER',
        email: 'e@freshpouf.com',
        passwordHash: 'x',
        fullName: 'Other',
        role: 'editor',
      }),
    ).toBeNull();
    expect((await users.findByUsername('cHiEf'))?.email).toBe('a@freshpouf.com');
  });
});
