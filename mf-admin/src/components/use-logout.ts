import { toast } from '@fresh-pouf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LOGGED_OUT_TOAST } from '../app/admin-toasts';
import { ADMIN_SCREENS } from '../app/routes';
import { clearSession } from '../session/admin-session';
import { ADMIN_API_PREFIX } from '@fresh-pouf/contracts';

export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    // Staff data must not outlive the session in the page's cache.
    queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API_PREFIX) });
    toast(LOGGED_OUT_TOAST);
    navigate(ADMIN_SCREENS.login.path);
  };
}
