import { ApiRequestError } from '@fresh-pouf/api-client';
import { toast } from '@fresh-pouf/ui';
import { useEffect, useEffectEvent } from 'react';
import { AUTH_REQUIRED_TOAST, failureToast } from '../app/admin-toasts';
import { SessionEndedError } from './admin-call';

/** The toast a failed call shows (docs/product/staff-area.md#staff-messages), declared with the call in its api file. */
export interface FailureToast {
  title: string;
  /** Shown when the server sent no message, or always when `serverMessage` is false. */
  description: string;
  /** Whether the server's message replaces `description` (default true). */
  serverMessage?: boolean;
  /** For a failure that is not an HTTP answer (network down, a body of another shape). */
  unexpected?: string;
}

/** A call's `meta`: what the one error handler of the staff area does when it fails. */
export type AdminCallMeta = {
  failureToast?: FailureToast;
  /** False: a refused session goes to login without the 'Authentication required' toast (saving a post). */
  announceSessionEnd?: boolean;
};

export function failureToastFor(error: unknown, failure: FailureToast) {
  if (!(error instanceof ApiRequestError))
    return failureToast(failure.title, failure.unexpected ?? failure.description);
  const fromServer = failure.serverMessage === false ? undefined : error.serverMessage;
  return failureToast(failure.title, fromServer ?? failure.description);
}

/**
 * Every failed query and mutation of the staff area passes here once: a refused session sends
 * the user to login (docs/product/overview.md#roles-and-permissions); any other failure shows the call's own toast, if it has one.
 */
export function handleCallFailure(error: unknown, meta: AdminCallMeta | undefined, toLogin: () => void): void {
  if (error instanceof SessionEndedError) {
    if (meta?.announceSessionEnd !== false) toast(AUTH_REQUIRED_TOAST);
    toLogin();
    return;
  }
  if (meta?.failureToast) toast(failureToastFor(error, meta.failureToast));
}

/**
 * A screen's reaction to data it could not load (its toast, or leaving the screen). A refused
 * session is not the screen's business: the query client has already sent the user to login.
 */
export function useLoadFailure(error: unknown, onFailure: (error: unknown) => void): void {
  const react = useEffectEvent(onFailure);
  useEffect(() => {
    if (error && !(error instanceof SessionEndedError)) react(error);
  }, [error]);
}
