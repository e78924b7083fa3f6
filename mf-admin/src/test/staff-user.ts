/** The signed-in staff member the screens' tests act as: an administrator unless `overrides` say otherwise. */
export function staffUser(
  overrides: Partial<{ id: number; username: string; fullName: string; email: string; role: string }> & {
    twoFactorEnabled?: boolean;
  } = {},
) {
  return {
    id: 1,
    username: 'chief',
    fullName: 'Chief Admin',
    email: 'chief@freshpouf.com',
    role: 'admin',
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** Eddie Tor, the editor the screens' tests act as when an administrator's rights must be missing. */
export const editorUser = () =>
  staffUser({ id: 2, username: 'ed', fullName: 'Eddie Tor', email: 'ed@freshpouf.com', role: 'editor' });
