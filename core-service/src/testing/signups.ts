import { randomUUID } from 'node:crypto';
import type { WaitlistSignupInput } from '@fresh-pouf/contracts';

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
