import { ApiRequestError, type JsonRoute, readAnswer, sendRoute } from '@fresh-pouf/api-client';
import { bffUrl, type BffAnswer, type BffInput, type BffRoute } from '@fresh-pouf/contracts';
import { clearSession, readSession } from '../session/admin-session';
import { takeEarly } from './early-requests';

/** The session was refused (expired, revoked, deactivated): the query client sends the user to login. */
export class SessionEndedError extends Error {
  constructor() {
    super('Session ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * A staff call with the stored bearer token, through the typed client: the raw answer (a
 * download). A 401 ends the local session too, so the screens do not keep showing a dashboard
 * the server no longer serves. A GET asked early for this screen (early-requests.ts) is taken
 * instead of asking again.
 */
export async function adminSend<R extends BffRoute>(route: R, input: BffInput<R>): Promise<Response> {
  const session = readSession();
  if (!session) throw new SessionEndedError();
  try {
    const early = route.method === 'GET' ? takeEarly(bffUrl(route, input), session.token) : undefined;
    if (early) {
      const response = await early;
      if (response.ok) return response;
      throw await ApiRequestError.from(response);
    }
    return await sendRoute(route, input, { headers: { Authorization: `Bearer ${session.token}` } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSession();
      throw new SessionEndedError();
    }
    throw error;
  }
}

/** A staff call whose answer is read with the route's schemas: a body of another shape is an error, not data. */
export async function adminCall<R extends JsonRoute>(route: R, input: BffInput<R>): Promise<BffAnswer<R>> {
  return readAnswer(route, await adminSend(route, input));
}
