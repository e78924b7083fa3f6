import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { renderWithProviders } from '@fresh-pouf/remote-kit/testing';
import AdminApp from '../app/admin-app';
import type { staffUser } from './staff-user';

/**
 * The admin remote as the shell mounts it: its App (routes of its own) at `path`, through the
 * shared harness; with `signedInAs`, a staff member's session is stored first, as after sign-in.
 */
export function renderAdmin(path: string, { signedInAs }: { signedInAs?: ReturnType<typeof staffUser> } = {}) {
  if (signedInAs) {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(signedInAs));
  }
  return renderWithProviders(<AdminApp />, { route: path, path: '*' });
}
