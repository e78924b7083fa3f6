import { randomUUID } from 'node:crypto';
import type { WaitlistSignupInput } from '@fresh-pouf/contracts';
import { internalCall, type InternalAnswer } from './internal-call';
import type { TestCore } from './start-test-core';

export const uniqueEmail = (label = 'visitor') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A sign-up the shared schema accepts, with a fresh address unless `overrides` name one. */
export function validSignup(
  overrides: Record<string, unknown> = {},
  label?: string,
): WaitlistSignupInput & Record<string, unknown> {
  return {
    fullName: 'Jane Doe',
    email: uniqueEmail(label),
    plan: 'bi-monthly',
    earlyBird: false,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: 'bi-monthly',
    joinDate: '2025-03-14',
    ...overrides,
  };
}

/**
 * A counted sign-up as bff-public sends it, under a limit of its own so no other sign-up of the
 * run counts against it; `extra` adds the rest of the body (clientAddress, attribution, ...).
 */
export function countedSignup<T = Record<string, unknown>>(
  core: Pick<TestCore, 'url' | 'token'>,
  signup: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<InternalAnswer<T>> {
  return internalCall<T>(core, 'POST', '/waitlist-entries/counted', {
    body: { limit: { key: `waitlist-signup:${randomUUID()}`, windowMs: 60_000, max: 10 }, signup, ...extra },
  });
}

/** A sign-up core stored: its id, place and referral code, and the address it was made with. */
export interface StoredSignup {
  id: number;
  place: number;
  referralCode: string;
  email: string;
}

/**
 * A counted sign-up that must be stored (any other outcome fails the test): `overrides` change
 * the sign-up (a fresh address labelled `label` unless they name one); `extra` adds the rest of
 * the body as bff-public sends it (clientAddress, attribution: { ref }, consent, ...).
 */
export async function storedSignup(
  core: Pick<TestCore, 'url' | 'token'>,
  overrides: Record<string, unknown> = {},
  { label, ...extra }: { label?: string } & Record<string, unknown> = {},
): Promise<StoredSignup> {
  const signup = validSignup(overrides, label);
  const res = await countedSignup<{ outcome: string; id: number; place: number; referralCode: string }>(
    core,
    signup,
    extra,
  );
  if (res.status !== 200 || res.body?.outcome !== 'created') {
    throw new Error(`sign-up not stored: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const { id, place, referralCode } = res.body;
  return { id, place, referralCode, email: String(signup.email) };
}

/** An Early Bird checkout's entry as bff-public sends it (monthly, one pouf), with `extra` added. */
export function earlyBirdCheckout(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    fullName: 'Bird Person',
    joinDate: '2026-11-23',
    plan: 'monthly',
    numberOfPoufs: 1,
    frequency: 'monthly',
    checkoutToken: 'C'.repeat(43),
    ...extra,
  };
}
