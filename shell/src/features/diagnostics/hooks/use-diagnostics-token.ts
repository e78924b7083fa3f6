import { useCallback, useState } from 'react';
import { readStoredToken, storeToken } from '../lib/diagnostics-token';

/** The diagnostics token for this browser session (sessionStorage), when the deployment asks for one. */
export function useDiagnosticsToken() {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const save = useCallback((next: string) => {
    storeToken(next);
    setToken(next);
  }, []);
  return { token, save };
}
