import { createQueryClient } from '@fresh-pouf/api-client';
import type { ServerAction } from '@fresh-pouf/remote-kit';
import type { QueryClient } from '@tanstack/react-query';

/** A visitor's request as the gateway forwards it to a page's server action. */
export const VISITOR = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'freshpouf.com', 'x-request-id': 'req-1' };

/** Sends `fields` to a page's server action as the gateway would: its outcome, and the query cache it left for the page. */
export async function sendForm(action: ServerAction, pathname: string, fields: Record<string, string>) {
  const queryClient: QueryClient = createQueryClient();
  const outcome = await action({ queryClient, pathname, form: new URLSearchParams(fields), headers: VISITOR, signal: new AbortController().signal });
  return { outcome, queryClient };
}
