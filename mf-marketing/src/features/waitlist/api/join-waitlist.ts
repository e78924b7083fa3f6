import { attributionHeaders, submitOnce } from '@fresh-pouf/api-client';
import { SIGNUP_SIGNAL_HEADERS, type SignupBotSignals, type WaitlistSubmission } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const WAITLIST_URL = '/api/waitlist';

/** 'already-joined' is the 409 answer: the spec counts it as success, like a fresh sign-up. */
export type JoinWaitlistOutcome = 'joined' | 'already-joined';

export interface JoinWaitlistRequest {
  signup: WaitlistSubmission;
  /** The bot checks, sent as headers beside the body. */
  signals?: SignupBotSignals;
}

const signalHeaders = (signals: SignupBotSignals = {}): Record<string, string> => ({
  ...(signals.website ? { [SIGNUP_SIGNAL_HEADERS.website]: '1' } : {}),
  ...(signals.fillMs === undefined ? {} : { [SIGNUP_SIGNAL_HEADERS.fillMs]: String(signals.fillMs) }),
});

/** POST /api/waitlist with exactly the eight fields of spec section 7, whatever else is passed. */
export async function joinWaitlist({ signup, signals }: JoinWaitlistRequest): Promise<JoinWaitlistOutcome> {
  const { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate } = signup;
  const response = await submitOnce('POST', WAITLIST_URL, {
    body: { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate },
    headers: { ...signalHeaders(signals), ...attributionHeaders() },
  });
  return response.status === 409 ? 'already-joined' : 'joined';
}

export const joinWaitlistMutationOptions = () =>
  mutationOptions({
    mutationKey: ['waitlist', 'join'],
    mutationFn: joinWaitlist,
  });

export function useJoinWaitlist() {
  return useMutation(joinWaitlistMutationOptions());
}
