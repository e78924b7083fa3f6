import { describe, expect, it } from 'vitest';
import { changePasswordSchema, checkPasswordChange, createUserSchema } from './admin-staff';
import { ADMIN_MESSAGES } from './admin-users';

const firstMessage = (input: unknown) => createUserSchema.safeParse(input).error?.issues[0]?.message;

describe('change password order', () => {
  it('reports the first failing rule', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '', confirmPassword: 'x' })).toBe(
      ADMIN_MESSAGES.currentPasswordRequired,
    );
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: '', confirmPassword: 'x' })).toBe(
      ADMIN_MESSAGES.newPasswordRequired,
    );
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'other' })).toBe(
      ADMIN_MESSAGES.passwordsDoNotMatch,
    );
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' })).toBe(
      ADMIN_MESSAGES.newPasswordMin,
    );
    expect(
      checkPasswordChange({ currentPassword: 'a', newPassword: 'long-enough', confirmPassword: 'long-enough' }),
    ).toBeNull();
  });

  it('refuses a new password equal to the current one, last, on the new password field', () => {
    const same = { currentPassword: 'the-same-one', newPassword: 'the-same-one' };
    expect(checkPasswordChange({ ...same, confirmPassword: 'the-same-one' })).toBe(
      'New password must be different from your current password',
    );
    expect(changePasswordSchema.safeParse(same).error?.issues).toEqual([
      expect.objectContaining({
        path: ['newPassword'],
        message: 'New password must be different from your current password',
      }),
    ]);
    // While an earlier rule fails, it is not added (two empty fields are "equal" too).
    const empty = changePasswordSchema
      .safeParse({ currentPassword: '', newPassword: '' })
      .error?.issues.map((i) => i.message);
    expect(empty?.[0]).toBe(ADMIN_MESSAGES.currentPasswordRequired);
    expect(empty).not.toContain(ADMIN_MESSAGES.newPasswordSameAsCurrent);
  });
});

describe('create user', () => {
  const valid = { username: 'editor', email: 'e@freshpouf.com', password: 'password1', fullName: 'Ed Itor' };

  it('asks for every field before anything else, then the password length', () => {
    expect(firstMessage({ ...valid, fullName: '  ', password: 'x' })).toBe(ADMIN_MESSAGES.allFieldsRequired);
    expect(firstMessage({ username: 'editor' })).toBe(ADMIN_MESSAGES.allFieldsRequired);
    expect(firstMessage({ ...valid, password: 'seven77' })).toBe(ADMIN_MESSAGES.createPasswordMin);
  });

  it('defaults the role to editor', () => {
    expect(createUserSchema.parse(valid).role).toBe('editor');
    expect(createUserSchema.parse({ ...valid, role: 'admin' }).role).toBe('admin');
    expect(createUserSchema.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
  });
});
