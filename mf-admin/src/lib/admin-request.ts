import { ApiRequestError, apiRequest, type ApiRequestOptions } from '@fresh-pouf/api-client';
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
 * An admin call with the stored bearer token. A 401 ends the local session too, so the
 * screens do not keep showing a dashboard the server no longer serves.
 */
export async function adminRequest(
  method: string,
  url: string,
  body?: unknown,
  options: Pick<ApiRequestOptions, 'conflict'> = {},
): Promise<Response> {
  const session = readSession();
  if (!session) throw new SessionEndedError();
  try {
    const early = method === 'GET' && body === undefined ? takeEarly(url, session.token) : undefined;
    if (early) {
      const response = await early;
      if (response.ok) return response;
      throw await ApiRequestError.from(response);
    }
    return await apiRequest(method, url, {
      ...options,
      headers: { Authorization: `Bearer ${session.token}` },
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSession();
      throw new SessionEndedError();
    }
    throw error;
  }
}

/** Reads a JSON answer with the shared contract; a body of another shape is an error, not data. */
export async function readJson<T>(response: Response, schema: { parse(input: unknown): T }): Promise<T> {
  return schema.parse(await response.json());
}
