import { createQueryClient } from '@fresh-pouf/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleCallFailure } from '../lib/call-failures';
import { ADMIN_SCREENS } from './routes';

const SESSION_ENDED = 'session-ended';

function createAdminQueryClient() {
  const sessionEvents = new EventTarget();
  const client = createQueryClient({
    onError: (error, meta) =>
      handleCallFailure(error, meta, () => sessionEvents.dispatchEvent(new Event(SESSION_ENDED))),
  });
  return { client, sessionEvents };
}

/**
 * The staff area's own query client: its data never mixes with the public site's cache, and
 * its one error handler deals with a refused session for every screen (toast, then login).
 */
export function AdminQueryClient({ children }: { children: ReactNode }) {
  const [{ client, sessionEvents }] = useState(createAdminQueryClient);
  const navigate = useNavigate();
  const toLogin = useEffectEvent(() => navigate(ADMIN_SCREENS.login.path, { replace: true }));
  useEffect(() => {
    const listener = () => toLogin();
    sessionEvents.addEventListener(SESSION_ENDED, listener);
    return () => sessionEvents.removeEventListener(SESSION_ENDED, listener);
  }, [sessionEvents]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
