import { STORAGE_KEYS, adminUserSchema, type AdminUser } from '@fresh-pouf/contracts';

export interface AdminSession {
  token: string;
  user: AdminUser;
}

function readUser(raw: string | null): AdminUser | null {
  if (!raw) return null;
  try {
    const parsed = adminUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Token and user from local storage (docs/product/overview.md#storage-keys); either missing means signed out. */
export function readSession(): AdminSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.adminToken);
  const user = readUser(localStorage.getItem(STORAGE_KEYS.adminUser));
  return token && user ? { token, user } : null;
}

export function saveSession(token: string, user: AdminUser): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function saveUser(user: AdminUser): void {
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}

/** The user waiting for the second sign-in step, kept for this tab only (session storage). */
export function savePendingUser(user: AdminUser): void {
  sessionStorage.setItem(STORAGE_KEYS.pendingTwoFactorUser, JSON.stringify(user));
}

export function readPendingUser(): AdminUser | null {
  return readUser(sessionStorage.getItem(STORAGE_KEYS.pendingTwoFactorUser));
}

export function clearPendingUser(): void {
  sessionStorage.removeItem(STORAGE_KEYS.pendingTwoFactorUser);
}
