import { formatJoinDate } from '@fresh-pouf/contracts';
import { jsonResponse, sendForm, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_FORM_OUTCOME_KEY, CUSTOMER_FORM_TOKEN_KEY } from '../lib/customer-form-outcome';
import { customerFormAction } from './customer-form-action';

const TOKEN = 'T'.repeat(43);
const PLAN_LINK = '/checkout?id=bi-monthly&subscription=true';
const ADA = { fullName: 'Ada Lovelace', email: 'Ada@Example.com', checkoutToken: TOKEN };

async function send(fields: Record<string, string>, address = PLAN_LINK) {
  const { outcome, queryClient } = await sendForm(customerFormAction, address, fields);
  return { outcome, shown: queryClient.getQueryData(CUSTOMER_FORM_OUTCOME_KEY), queryClient };
}

describe('"who pays" sent as HTML (POST /checkout?id=…)', () => {
  it('sets the subscription up as the browser would, for the plan in the address, and hands the session to the card form', async () => {
    const { fetchMock, requests } = stubRequests(() =>
      jsonResponse(200, { clientSecret: 'seti_secret_1', amount: 749 }),
    );
    const { outcome, shown, queryClient } = await send(ADA);

    expect(outcome).toEqual({ status: 200 });
    const customer = { fullName: 'Ada Lovelace', email: 'ada@example.com', joinDate: formatJoinDate(new Date()) };
    const body = {
      waitlistEntryId: 'early-bird',
      planId: 'bi-monthly',
      isSubscription: true,
      // A plan link without `frequency` names the default, as the browser's checkout sends it.
      planDetails: { planId: 'bi-monthly', poufs: 1, frequency: 'monthly', amount: 7.49 },
      customer,
      checkoutToken: TOKEN,
    };
    expect(requests).toEqual([{ url: '/api/create-subscription', method: 'POST', body }]);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('x-signup-privacy-version')).toBe('2026-11-23');
    expect(shown).toEqual({ kind: 'paying', customer, checkoutToken: TOKEN });
    // The browser's checkout asks with the same key and finds the session made.
    expect(queryClient.getQueryData(['/api/create-subscription', body])).toEqual({
      clientSecret: 'seti_secret_1',
      amount: 749,
    });
  });

  it("answers each field's message with what was typed kept, and calls nothing", async () => {
    const { requests } = stubRequests(() => jsonResponse(200, {}));
    const { outcome, shown, queryClient } = await send({
      fullName: 'A',
      email: 'not-an-address',
      checkoutToken: TOKEN,
    });

    expect(outcome).toEqual({ status: 400 });
    expect(shown).toEqual({
      kind: 'form',
      values: { fullName: 'A', email: 'not-an-address' },
      errors: { fullName: 'Please enter your full name', email: 'Please enter a valid email address' },
    });
    expect(requests).toEqual([]);
    // Shown again, the form keeps its checkout token: the next try is the same checkout.
    expect(queryClient.getQueryData(CUSTOMER_FORM_TOKEN_KEY)).toBe(TOKEN);
  });

  it("says 'Check your inbox' for an address already on the list, as the browser's checkout does", async () => {
    stubRequests(() =>
      jsonResponse(409, {
        message:
          "This email address is already on our list. To keep its place safe, we've e-mailed it a link: open that link to continue your Early Bird checkout.",
      }),
    );
    const { outcome, shown } = await send(ADA);

    expect(outcome).toEqual({ status: 409 });
    expect(shown).toEqual({ kind: 'check-inbox' });
  });

  it("shows the server's reason above the form when the setup is refused, and the form's values", async () => {
    stubRequests(() => jsonResponse(429, { message: 'Too many attempts. Please wait a few minutes and try again.' }));
    const { outcome, shown } = await send(ADA);

    expect(outcome).toEqual({ status: 429 });
    expect(shown).toEqual({
      kind: 'form',
      values: { fullName: 'Ada Lovelace', email: 'Ada@Example.com' },
      errors: {},
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('refuses a form with no checkout token, or posted to a checkout that names no plan, and calls nothing', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, {}));

    expect((await send({ fullName: 'Ada Lovelace', email: 'ada@example.com' })).outcome).toEqual({ status: 400 });
    const noPlan = await send(ADA, '/checkout');
    expect(noPlan.outcome).toEqual({ status: 400 });
    expect(noPlan.shown).toMatchObject({ kind: 'form', message: 'Failed to create payment session' });
    expect(requests).toEqual([]);
  });
});
