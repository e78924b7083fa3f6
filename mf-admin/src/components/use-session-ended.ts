import { toast } from '@fresh-pouf/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SessionEndedError } from '../api/admin-request';
import { AUTH_REQUIRED_TOAST } from '../app/admin-toasts';
import { ADMIN_PATHS } from '../app/paths';

/**
 * Handles a refused session (token expired or revoked): the same toast and redirect as a
 * missing token. Answers whether it handled the error.
 */
export function useSessionEnded(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof SessionEndedError)) return false;
      toast(AUTH_REQUIRED_TOAST);
      navigate(ADMIN_PATHS.login, { replace: true });
      return true;
    },
    [navigate],
  );
}
