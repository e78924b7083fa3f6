import { randomBytes } from 'node:crypto';
import { createLogger } from '@fresh-pouf/server-kit';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropDatabase, ensureDatabase } from '@fresh-pouf/dev-postgres';
import { createMigrator } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import '../testing/provided-context';
import { createUsersRepository } from './users.repository';

const logger = createLogger('test', 'silent');
const name = `test_${randomBytes(8).toString('hex')}`;
let sequelize: ReturnType<typeof createSequelize>;

beforeAll(async () => {
  await ensureDatabase(inject('testPgUrl'), name);
  sequelize = createSequelize(databaseUrl(inject('testPgUrl'), name), logger);
});
afterAll(async () => {
  await sequelize?.close();
  await dropDatabase(inject('testPgUrl'), name);
});

describe('usernames are case-insensitive', () => {
  it('the migration keeps the oldest of names that differ only by case, renames the others, and the index then refuses new ones', async () => {
    const migrator = createMigrator(sequelize, logger);
    await migrator.up({ to: '0004-staff-accounts' });
    await sequelize.query(`INSERT INTO users (username, password, email, role) VALUES
      ('Chief', 'x', 'a@freshpouf.com', 'admin'), ('chief', 'x', 'b@freshpouf.com', 'editor'),
      ('CHIEF', 'x', 'c@freshpouf.com', 'editor'), ('other', 'x', 'd@freshpouf.com', 'editor')`);
    await migrator.up({ to: '0005-staff-security' });

    const rows = await sequelize.query<{ id: number; username: string }>('SELECT id, username FROM users ORDER BY id', { type: QueryTypes.SELECT });
    expect(rows.map((r) => r.username)).toEqual(['Chief', `chief-${rows[1]?.id}`, `CHIEF-${rows[2]?.id}`, 'other']);
    const audit = await sequelize.query<{ details: unknown }>("SELECT details FROM audit_log WHERE action = 'username-renamed' ORDER BY target_id", {
      type: QueryTypes.SELECT,
    });
    expect(audit.map((a) => a.details)).toEqual([
      { renamedTo: `chief-${rows[1]?.id}`, reason: 'case-insensitive usernames' },
      { renamedTo: `CHIEF-${rows[2]?.id}`, reason: 'case-insensitive usernames' },
    ]);

    const users = createUsersRepository(sequelize);
    expect(await users.insert({ username: 'OTHER', email: 'e@freshpouf.com', passwordHash: 'x', fullName: 'Other', role: 'editor' })).toBeNull();
    expect((await users.findByUsername('cHiEf'))?.email).toBe('a@freshpouf.com');
  });
});
