import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore, withoutLinks } from '../testing';
import { uniqueEmail, validSignup } from '../testing/signups';

// On a real PostgreSQL: joining with an address already on the list is answered
// as before (nothing tells a stranger it is listed), and the owner gets one e-mail with their
// place and status link, within the caps on re-sent e-mail.

const SITE = 'https://freshpouf.example';
let core: TestCore;
beforeAll(async () => {
  core = await startTestCore({ PUBLIC_SITE_URL: SITE, ENTRY_RESEND_MAX_PER_DAY: 2 });
});
afterAll(async () => {
  await core?.close();
});

async function signUp(email: string, fullName = 'Ada Owner') {
  const res = await internalCall<{ outcome: string; id?: number; place?: number }>(
    core,
    'POST',
    '/waitlist-entries/counted',
    {
      body: {
        limit: { key: `waitlist-signup:listed-${randomUUID()}`, windowMs: 60_000, max: 1_000 },
        signup: validSignup({ email, fullName }),
        clientAddress: '203.0.113.80',
      },
    },
  );
  expect(res.status).toBe(200);
  return res.body;
}

const mailsTo = (email: string) =>
  core.query<{ kind: string; to_name: string | null; subject: string; text_body: string }>(
    'SELECT kind, to_name, subject, text_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
const statusTokenIn = (text: string) =>
  new RegExp(`${SITE}/waitlist/status\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe('an address already on the list', () => {
  it('answers as before, and e-mails the owner (not the typed spelling) their place and a status link that works; the typed name is greeted nowhere', async () => {
    const email = uniqueEmail('owner');
    const first = await signUp(email);
    const place = first?.place;
    const again = await signUp(email.replace('@', '+again@').toUpperCase(), 'Mallory Stranger');
    expect(again).toEqual({ outcome: 'duplicate', count: expect.any(Object) });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['waitlist-confirmation', 'waitlist-already-listed']);
    const told = mails[1];
    expect(told).toMatchObject({ subject: "You're already on the Fresh Pouf waitlist", to_name: null });
    expect(told?.text_body).toContain('Hi there,');
    expect(told?.text_body).toContain(
      'Someone, hopefully you, just tried to join the waitlist with this e-mail address. It is already on the list, so nothing has changed.',
    );
    expect(told?.text_body).toContain(`You're number ${place} in line.\n`);
    expect(told?.text_body).toContain('The link works for 3 days.');
    expect(told?.text_body).toMatch(new RegExp(`Confirm my place: ${SITE}/waitlist/confirm\\?token=[A-Za-z0-9_-]{43}`));
    expect(told?.text_body).toMatch(new RegExp(`${SITE}/waitlist/not-me\\?token=[A-Za-z0-9_-]{43}`));
    expect(withoutLinks(told?.text_body ?? '')).not.toContain('Mallory');
    expect(withoutLinks(told?.text_body ?? '')).not.toContain('Ada');
    // Nothing went to the spelling that was typed the second time.
    expect(
      await core.query('SELECT count(*)::int AS n FROM email_outbox WHERE to_address ILIKE $1', ['%+again@%']),
    ).toEqual([{ n: 0 }]);

    const status = await internalCall<{ place: number }>(core, 'POST', '/waitlist/status', {
      body: { token: statusTokenIn(told?.text_body ?? '') },
    });
    expect(status).toMatchObject({ status: 200, body: { place } });
  });

  it('sends one e-mail per quiet interval however often the address is typed', async () => {
    const email = uniqueEmail('hammered');
    await signUp(email);
    for (let i = 0; i < 4; i += 1) expect((await signUp(email))?.outcome).toBe('duplicate');
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['waitlist-confirmation', 'waitlist-already-listed']);
  });

  it("counts against the entry's cap on re-sent e-mail: past it, nothing more is sent", async () => {
    const email = uniqueEmail('capped');
    const { id } = (await signUp(email)) ?? {};
    // Two re-sent e-mails in the last day already (new confirm links, checkout links): the cap here.
    await core.query(
      "UPDATE waitlist_entries SET resends_total = 2, resend_times = ARRAY[now() - interval '1 hour', now() - interval '2 hours'] WHERE id = $1",
      [id],
    );
    expect((await signUp(email))?.outcome).toBe('duplicate');
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['waitlist-confirmation']);
  });

  it('greets a confirmed owner by name, with no confirm button and no "This wasn\'t me"', async () => {
    const email = uniqueEmail('confirmed');
    const { id } = (await signUp(email, 'Grace Confirmed')) ?? {};
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE id = $1', [id]);
    await signUp(email, 'Someone Else');
    const [, told] = await mailsTo(email);
    expect(told).toMatchObject({ kind: 'waitlist-already-listed', to_name: 'Grace Confirmed' });
    expect(told?.text_body).toContain('Hi Grace Confirmed,');
    expect(told?.text_body).not.toContain('/waitlist/confirm');
    expect(told?.text_body).not.toContain('/waitlist/not-me');
    expect(told?.text_body).toMatch(new RegExp(`See your place in line any time: ${SITE}/waitlist/status\\?token=`));
  });
});
