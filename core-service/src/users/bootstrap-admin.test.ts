import { createLogger } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../audit/audit.repository';
import { createSequelize } from '../db/sequelize';
import { createTestDatabase, type TestDatabase } from '../testing';
import { bootstrapAdmin } from './bootstrap-admin';
import { verifyPassword } from './passwords';
import { createUsersRepository } from './users.repository';

const logger = createLogger('test', 'silent');

describe('first admin', () => {
  let db: TestDatabase;
  let sequelize: ReturnType<typeof createSequelize>;
  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url, logger);
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  it('without ADMIN_PASSWORD gets a random password, printed once; a second start creates nothing', async () => {
    const users = createUsersRepository(sequelize);
    const audit = createAuditRepository(sequelize);
    const printed: string[] = [];
    const options = {
      username: 'boss',
      email: 'boss@freshpouf.com',
      password: undefined,
      announce: (m: string) => printed.push(m),
    };

    await bootstrapAdmin(users, audit, options, logger);
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const admin = await users.findByUsername('boss');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);

    await bootstrapAdmin(users, audit, { ...options, username: 'another' }, logger);
    expect(printed).toHaveLength(1);
    expect(await users.findByUsername('another')).toBeNull();
  });
});
