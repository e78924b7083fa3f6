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
