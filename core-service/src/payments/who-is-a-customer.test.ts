import type { AdminStats, PaymentEvent } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, monthlySubscriber, paidEvent, startCoreWithAdmin, type TestCore } from '../testing';

// On a real PostgreSQL: a paying customer is a customer whether or not they
// pressed the waitlist's confirm link, and stays one while a renewal is retried (past due).

let core: TestCore;
let adminId = 0;

beforeAll(async () => {
  ({ core, adminId } = await startCoreWithAdmin('counter', {
    COMPANY_POSTAL_ADDRESS: '123 Lather Lane, Suite 4, Portland, OR 97201, USA',
    PUBLIC_SITE_URL: 'https://freshpouf.example',
  }));
});
afterAll(async () => {
  await core?.close();
});

const call = (method: string, path: string, body?: unknown, actor?: number) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by toEqual/toMatchObject
  internalCall<Record<string, any>>(core, method, path, { body, ...(actor === undefined ? {} : { actor }) });

const record = async (e: PaymentEvent) =>
  expect((await call('POST', '/payment-events', e)).body).toMatchObject({ outcome: 'applied' });

/** An Early Bird who paid at checkout and never pressed the sign-up e-mail's confirm link. */
async function payer(label: string) {
  const person = await monthlySubscriber(core, label);
  await record(paidEvent(person.sub));
  return person;
}

const tokenOf = async (id: number) =>
  (
    await core.query<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM waitlist_entries WHERE id = $1', [
      id,
    ])
  )[0]?.unsubscribe_token;

/** Sends an announcement to a segment; answers which of `among` it was queued for. */
async function reached(segment: Record<string, unknown>, among: string[]): Promise<string[]> {
  const created = await call(
    'POST',
    '/announcements',
    { subject: `To ${String(segment.segment)}`, bodyMarkdown: 'Launch news.', ...segment },
    adminId,
  );
  expect(created.status).toBe(201);
  const id = Number(created.body?.announcement.id);
  expect((await call('POST', `/announcements/${id}/send`, undefined, adminId)).status).toBe(200);
  const rows = await core.query<{ to_address: string }>(
    'SELECT to_address FROM email_outbox WHERE announcement_id = $1',
    [id],
  );
  return rows
    .map((r) => r.to_address)
    .filter((a) => among.includes(a))
    .sort();
}

const stats = async () => (await call('GET', '/admin/stats')).body as AdminStats;

describe('who is a customer', () => {
  it('a payer who never confirmed is in "Paying customers", everyone and their plan; unsubscribed, bounced and unpaid unconfirmed ones are not', async () => {
    const paying = await payer('paying');
    const unsubscribed = await payer('unsubscribed');
    expect((await call('POST', '/list/unsubscribe', { token: await tokenOf(unsubscribed.id) })).body).toEqual({
      subscribed: false,
      erasureRequested: false,
      blocked: null,
    });
    const bounced = await payer('bounced');
    expect((await call('POST', '/list/suppressions', { email: bounced.email, reason: 'hard-bounce' })).status).toBe(
      204,
    );
    const unpaid = await monthlySubscriber(core, 'unpaid');
    const everyone = [paying.email, unsubscribed.email, bounced.email, unpaid.email];
    expect(
      await core.query(
        'SELECT count(*)::int AS n FROM waitlist_entries WHERE id = ANY($1) AND confirmed_at IS NOT NULL',
        [[paying.id, unsubscribed.id, bounced.id, unpaid.id]],
      ),
    ).toEqual([{ n: 0 }]);

    expect(await reached({ segment: 'paid' }, everyone)).toEqual([paying.email]);
    expect(await reached({ segment: 'confirmed' }, everyone)).toEqual([paying.email]);
    expect(await reached({ segment: 'plan', plan: 'monthly' }, everyone)).toEqual([paying.email]);
    // Not confirmed and not paying: no list mail at all, whatever the segment.
    expect(await reached({ segment: 'early-bird-unpaid' }, everyone)).toEqual([]);
    // Every list e-mail still carries the unsubscribe.
    const [mail] = await core.query<{ text_body: string; list_unsubscribe: string }>(
      "SELECT text_body, list_unsubscribe FROM email_outbox WHERE to_address = $1 AND kind = 'announcement' LIMIT 1",
      [paying.email],
    );
    expect(mail?.list_unsubscribe).toBe(`https://freshpouf.example/api/unsubscribe?token=${await tokenOf(paying.id)}`);
    expect(mail?.text_body).toContain(
      `Unsubscribe: https://freshpouf.example/unsubscribe?token=${await tokenOf(paying.id)}`,
    );
  });

  it("asks an unconfirmed Early Bird to confirm in the payment e-mail, and that link confirms them; a confirmed one's e-mail does not ask", async () => {
    const person = await payer('asked');
    const [mail] = await core.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'early-bird-payment-confirmation'",
      [person.email],
    );
    const asked =
      /One more thing: please confirm your e-mail address, so launch news still reaches you if you ever cancel \(the link works for 3 days\)\. Confirm my e-mail address: https:\/\/freshpouf\.example\/waitlist\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        mail?.text_body ?? '',
      );
    expect(asked, mail?.text_body).not.toBeNull();
    const confirmed = await call('POST', '/waitlist/confirm-links/confirm', { token: asked?.[1] });
    expect(confirmed.body).toMatchObject({ alreadyConfirmed: false });
    expect(
      await core.query('SELECT confirmed_at IS NOT NULL AS confirmed FROM waitlist_entries WHERE id = $1', [person.id]),
    ).toEqual([{ confirmed: true }]);

    const already = await monthlySubscriber(core, 'confirmed-first');
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE id = $1', [already.id]);
    await record(paidEvent(already.sub));
    const [theirs] = await core.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'early-bird-payment-confirmation'",
      [already.email],
    );
    expect(theirs?.text_body).toContain('Thank you! Your payment went through');
    expect(theirs?.text_body).not.toContain('confirm your e-mail address');
  });

  it('past due is still a customer (Paid Customers, Paid, the segment); the dashboard counts active, past due and canceled apart', async () => {
    const before = await stats();
    const person = await payer('renewing');
    const paid = await stats();
    expect([paid.paidCount - before.paidCount, paid.subscriptions.active - before.subscriptions.active]).toEqual([
      1, 1,
    ]);

    await record(
      paidEvent(person.sub, {
        type: 'invoice.payment_failed',
        kind: 'failed',
        amountCents: 0,
        billingReason: 'subscription_cycle',
      }),
    );
    const pastDue = await stats();
    expect({
      paid: pastDue.paidCount - paid.paidCount,
      active: pastDue.subscriptions.active - paid.subscriptions.active,
      pastDue: pastDue.subscriptions.pastDue - paid.subscriptions.pastDue,
      canceled: pastDue.subscriptions.canceled - paid.subscriptions.canceled,
    }).toEqual({ paid: 0, active: -1, pastDue: 1, canceled: 0 });
    const page = await call('GET', '/admin/waitlist?limit=1000');
    expect((page.body?.entries as Array<{ id: number }>).find((e) => e.id === person.id)).toMatchObject({
      paymentMade: true,
      subscriptionStatus: 'past_due',
    });
    expect(await reached({ segment: 'paid' }, [person.email])).toEqual([person.email]);

    await record(
      paidEvent(person.sub, {
        type: 'customer.subscription.deleted',
        kind: 'ended',
        subscriptionStatus: 'canceled',
        invoiceId: null,
        billingReason: null,
      }),
    );
    const canceled = await stats();
    expect({
      paid: canceled.paidCount - pastDue.paidCount,
      pastDue: canceled.subscriptions.pastDue - pastDue.subscriptions.pastDue,
      canceled: canceled.subscriptions.canceled - pastDue.subscriptions.canceled,
      total: canceled.totalCount - pastDue.totalCount,
      earlyBird: canceled.earlyBirdCount - pastDue.earlyBirdCount,
    }).toEqual({ paid: -1, pastDue: -1, canceled: 1, total: 0, earlyBird: 0 });
    // Converted all the same: the sources table still counts the payment.
    const direct = (s: AdminStats) => s.sources.find((row) => row.kind === 'direct')?.paid ?? 0;
    expect(direct(canceled) - direct(before)).toBe(1);
    // No longer a customer and never confirmed: no more list mail.
    expect(await reached({ segment: 'confirmed' }, [person.email])).toEqual([]);
  });

  it('"This wasn\'t me" from the sign-up e-mail cannot erase a paying customer\'s entry: its subscription would run on, unnamed', async () => {
    const person = await payer('not-me');
    const [signupMail] = await core.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'waitlist-confirmation'",
      [person.email],
    );
    const token = /\/waitlist\/not-me\?token=([A-Za-z0-9_-]{43})/.exec(signupMail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    const pressed = await call('POST', '/waitlist/not-me', { token, ip: '203.0.113.9' });
    expect(pressed.status).toBe(409);
    expect(
      await core.query('SELECT email, subscription_status FROM waitlist_entries WHERE id = $1', [person.id]),
    ).toEqual([{ email: person.email, subscription_status: 'active' }]);
  });
});
