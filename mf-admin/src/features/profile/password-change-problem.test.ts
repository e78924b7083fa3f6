import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './password-change-problem';

describe('passwordChangeProblem', () => {
  it('keeps the documented order, with the server schema for everything but the confirmation', () => {
    expect(passwordChangeProblem({ currentPassword: '', newPassword: '', confirmPassword: 'x' })).toBe(
      ADMIN_MESSAGES.currentPasswordRequired,
    );
    expect(passwordChangeProblem({ currentPassword: 'a', newPassword: '', confirmPassword: 'x' })).toBe(
      ADMIN_MESSAGES.newPasswordRequired,
    );
    expect(passwordChangeProblem({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'other' })).toBe(
      ADMIN_MESSAGES.passwordsDoNotMatch,
    );
    expect(passwordChangeProblem({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' })).toBe(
      ADMIN_MESSAGES.newPasswordMin,
    );
    expect(
      passwordChangeProblem({
        currentPassword: 'the-same-one',
        newPassword: 'the-same-one',
        confirmPassword: 'the-same-one',
      }),
    ).toBe(ADMIN_MESSAGES.newPasswordSameAsCurrent);
    expect(
      passwordChangeProblem({ currentPassword: 'a', newPassword: 'long-enough', confirmPassword: 'long-enough' }),
    ).toBeNull();
  });
});
