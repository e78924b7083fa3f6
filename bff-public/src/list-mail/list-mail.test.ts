import { type TestCore, startTestCore } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

const SECRET = 'postmark-webhook-secret-123';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('unsubscribing and the Postmark webhook through bff-public', () => {
  let core: TestCore;
  let bff: Bff;
  let closed: Bff;

  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core, { POSTMARK_WEBHOOK_SECRET: SECRET });
    closed = await startTestBff(core, {});
  });
  afterAll(async () => {
    await closed?.close();
    await bff?.close();
    await core?.close();
  });

  async function entry(email = `reader-${Math.random().toString(36).slice(2)}@example.com`) {
    await core.query(`INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at) VALUES ('Reader', $1, 'monthly', '2026-11-23', now())`, [email]);
    const [row] = await core.query<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM waitlist_entries WHERE email = $1', [email]);
    return { email, token: row?.unsubscribe_token ?? '' };
  }
  const suppressed = async (email: string) =>
    (await core.query<{ reason: string }>('SELECT reason FROM email_suppressions WHERE normalized_email = normalize_email($1)', [email]))[0]?.reason ?? null;

  it('one click: a form POST to the header URL unsubscribes, with no page and no login', async () => {
    const { email, token } = await entry();
    const res = await fetch(`${bff.url}/api/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Unsubscribed.');
    expect(await suppressed(email)).toBe('unsubscribed');
  });

  it('the page: state, unsubscribe, subscribe again; an unknown token changes nothing', async () => {
    const { email, token } = await entry();
    const json = async (path: string, body: unknown) => {
      const res = await bff.post(path, body);
      return { status: res.status, body: await res.json() };
    };
    expect(await json('/api/unsubscribe/state', { token })).toEqual({ status: 200, body: { subscribed: true } });
    expect(await json('/api/unsubscribe/confirm', { token })).toEqual({ status: 200, body: { subscribed: false } });
    expect(await suppressed(email)).toBe('unsubscribed');
    expect(await json('/api/unsubscribe/resubscribe', { token })).toEqual({ status: 200, body: { subscribed: true } });
    expect(await suppressed(email)).toBeNull();

    const unknown = await json('/api/unsubscribe/confirm', { token: 'U'.repeat(43) });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'This unsubscribe link is not one we sent, or it was mistyped.' } });
    expect((await json('/api/unsubscribe/confirm', { token: 'short' })).status).toBe(400);
  });

  it('a hard bounce or a spam complaint suppresses the address; a soft bounce does not; resubscribing cannot undo a bounce', async () => {
    const hard = await entry();
    const soft = await entry();
    const complaint = await entry();
    const hook = (body: unknown, auth = basic('postmark', SECRET)) =>
      fetch(`${bff.url}/api/postmark/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: auth }, body: JSON.stringify(body) });

    expect((await hook({ RecordType: 'Bounce', Type: 'HardBounce', Email: hard.email })).status).toBe(200);
    expect((await hook({ RecordType: 'Bounce', Type: 'SoftBounce', Email: soft.email })).status).toBe(200);
    expect((await hook({ RecordType: 'SpamComplaint', Email: complaint.email })).status).toBe(200);
    expect(await suppressed(hard.email)).toBe('hard-bounce');
    expect(await suppressed(soft.email)).toBeNull();
    expect(await suppressed(complaint.email)).toBe('spam-complaint');

    await bff.post('/api/unsubscribe/resubscribe', { token: hard.token });
    expect(await suppressed(hard.email)).toBe('hard-bounce');
  });

  it('refuses a webhook without the right credentials, and is off without a secret', async () => {
    const { email } = await entry();
    const body = JSON.stringify({ RecordType: 'SpamComplaint', Email: email });
    const wrong = await fetch(`${bff.url}/api/postmark/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic('postmark', 'not-the-secret-xx') }, body });
    expect(wrong.status).toBe(401);
    const none = await fetch(`${bff.url}/api/postmark/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(none.status).toBe(401);
    const off = await fetch(`${closed.url}/api/postmark/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic('postmark', SECRET) }, body });
    expect(off.status).toBe(404);
    expect(await suppressed(email)).toBeNull();
  });
});
