import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './password-change-problem';

/** Current, new and confirmation as typed, and the one message the form shows first (null: none). */
const ORDER: [string, string, string, string | null][] = [
  ['', '', 'x', ADMIN_MESSAGES.currentPasswordRequired],
  ['a', '', 'x', ADMIN_MESSAGES.newPasswordRequired],
  ['a', 'short', 'other', ADMIN_MESSAGES.passwordsDoNotMatch],
  ['a', 'short', 'short', ADMIN_MESSAGES.newPasswordMin],
  ['the-same-one', 'the-same-one', 'the-same-one', ADMIN_MESSAGES.newPasswordSameAsCurrent],
  ['a', 'long-enough', 'long-enough', null],
];

describe('passwordChangeProblem', () => {
  it('keeps the documented order, with the server schema for everything but the confirmation', () => {
    const shown = ORDER.map(([currentPassword, newPassword, confirmPassword]) =>
      passwordChangeProblem({ currentPassword, newPassword, confirmPassword }),
    );
    expect(shown).toEqual(ORDER.map(([, , , message]) => message));
  });
});
