import { ApiRequestError } from '@fresh-pouf/api-client';
import type { EmailCheckResponse, EnvCheckResponse } from '@fresh-pouf/contracts';
import { useEmailCheck } from '../api/email-check';
import { useEnvCheck } from '../api/env-check';

/**
 * The diagnostics card's states (docs/product/e-mails.md#diagnostics-states): loading, loaded from the e-mail check, loaded
 * from the environment check when the e-mail check failed, or failed when both did.
 */
export type DiagnosticsState =
  | { status: 'loading' }
  | { status: 'loaded'; emailCheck: EmailCheckResponse }
  | { status: 'fallback'; envCheck: EnvCheckResponse }
  | { status: 'failed' };

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export function useDiagnostics(token: string | null) {
  const emailCheck = useEmailCheck(token);
  const envCheck = useEnvCheck(token, { enabled: emailCheck.isError });

  let state: DiagnosticsState;
  if (emailCheck.isSuccess) state = { status: 'loaded', emailCheck: emailCheck.data };
  else if (emailCheck.isPending || envCheck.isPending) state = { status: 'loading' };
  else if (envCheck.isSuccess) state = { status: 'fallback', envCheck: envCheck.data };
  else state = { status: 'failed' };

  return {
    state,
    /** A call was refused for want of the right DIAGNOSTICS_TOKEN. */
    needsToken: isUnauthorized(emailCheck.error) || isUnauthorized(envCheck.error),
    isFetching: emailCheck.isFetching || envCheck.isFetching,
    /** Runs the e-mail check again (spec: on open and on refresh). */
    refresh: () =>
      void emailCheck.refetch().then((result) => {
        // The fallback is cached for good (data never stale): a new failure asks it again.
        if (result.isError) void envCheck.refetch();
      }),
    /** After a failure: both checks again. */
    retry: () => {
      void emailCheck.refetch();
      if (emailCheck.isError) void envCheck.refetch();
    },
  };
}
