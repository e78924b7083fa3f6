import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { createLogger } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from '../db/sequelize';
import { internalCall, startTestCore, type TestCore } from '../testing';
import { createUsersRepository } from './users.repository';

let core: TestCore;
const ids: Record<string, number> = {};

/** core's internal staff calls, as bff-admin makes them after checking the caller's session. */
const staffCall = (path: string, actorId: number, body: Record<string, unknown> = {}) =>
  internalCall<{ user?: { id: number }; message?: string }>(core, 'POST', `/staff${path}`, { actor: actorId, body });
const deactivate = (actor: string, target: string) => staffCall(`/${ids[target]}/deactivate`, ids[actor] ?? 0);
const reactivate = (actor: string, target: string) => staffCall(`/${ids[target]}/reactivate`, ids[actor] ?? 0);
/** Each test starts from its own set of active admins. */
const onlyActive = (...usernames: string[]) =>
  core.query("UPDATE users SET active = (username = ANY($1)) WHERE role = 'admin'", [usernames]);
const activeAdmins = async () =>
  (
    await core.query<{ username: string }>(
      "SELECT username FROM users WHERE role = 'admin' AND active ORDER BY username",
    )
  ).map((r) => r.username);

beforeAll(async () => {
  core = await startTestCore({ ADMIN_USERNAME: 'ann', ADMIN_PASSWORD: 'ann-password-1' });
  const [ann] = await core.query<{ id: number }>("SELECT id FROM users WHERE username = 'ann'");
  ids.ann = ann?.id ?? 0;
  for (const username of ['bob', 'cat']) {
    const res = await staffCall('', ids.ann, {
      username,
      email: `${username}@freshpouf.com`,
      password: 'an-admin-password',
      fullName: username,
      role: 'admin',
    });
    expect(res.status).toBe(201);
    ids[username] = res.body?.user?.id ?? 0;
  }
});
afterAll(async () => {
  await core?.close();
});

describe('at least one active admin remains', () => {
  it('two admins deactivating each other at the same moment: one wins, the other is told their session ended (30 rounds)', async () => {
    await onlyActive('ann', 'bob');
    for (let round = 0; round < 30; round += 1) {
      expect(await activeAdmins()).toEqual(['ann', 'bob']);
      const answers = await Promise.all([deactivate('ann', 'bob'), deactivate('bob', 'ann')]);
      const outcomes = await Promise.all(answers.map(async (res) => `${res.status} ${res.body?.message ?? 'ok'}`));
      expect(outcomes.sort(), `round ${round}`).toEqual(['200 ok', `401 ${ADMIN_MESSAGES.sessionEnded}`]);
      const survivors = await activeAdmins();
      expect(survivors, `round ${round}`).toHaveLength(1);
      const [survivor = ''] = survivors;
      expect((await reactivate(survivor, survivor === 'ann' ? 'bob' : 'ann')).status).toBe(200);
    }
  });

  it('three admins deactivating each other in a ring at the same moment leave at least one (20 rounds)', async () => {
    await onlyActive('ann', 'bob', 'cat');
    for (let round = 0; round < 20; round += 1) {
      expect(await activeAdmins()).toEqual(['ann', 'bob', 'cat']);
      const answers = await Promise.all([deactivate('ann', 'bob'), deactivate('bob', 'cat'), deactivate('cat', 'ann')]);
      const survivors = await activeAdmins();
      expect(survivors.length, `round ${round}`).toBeGreaterThanOrEqual(1);
      expect(
        answers.filter((res) => res.status === 200).length,
        `round ${round}: ${answers.map((res) => res.status).join(', ')}`,
      ).toBe(3 - survivors.length);
      for (const username of ['ann', 'bob', 'cat']) {
        if (!survivors.includes(username)) expect((await reactivate(survivors[0] ?? '', username)).status).toBe(200);
      }
    }
  });

  it('the deactivation itself refuses to leave no active admin', async () => {
    const sequelize = createSequelize(core.databaseUrl, createLogger('test', 'silent'));
    try {
      await onlyActive('ann');
      expect(await createUsersRepository(sequelize).deactivate(ids.ann ?? 0, ids.ann ?? 0)).toBe('last-admin');
      expect(await activeAdmins()).toEqual(['ann']);
    } finally {
      await sequelize.close();
    }
  });
});
