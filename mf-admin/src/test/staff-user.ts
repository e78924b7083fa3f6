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
