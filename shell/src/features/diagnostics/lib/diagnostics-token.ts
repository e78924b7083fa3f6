import { DIAGNOSTICS_TOKEN_HEADER, DIAGNOSTICS_TOKEN_STORAGE_KEY } from '@fresh-pouf/contracts';

/** The token kept for this browser session; null when none was entered (or storage is blocked). */
export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(DIAGNOSTICS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(DIAGNOSTICS_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still works for this page view.
  }
}

/** Headers for a diagnostics call: the token only when there is one (unset deployments need none). */
export function tokenHeaders(token: string | null): Record<string, string> {
  return token ? { [DIAGNOSTICS_TOKEN_HEADER]: token } : {};
}
