import { submitOnce } from '@fresh-pouf/api-client';
import type { WaitlistSubmission } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const WAITLIST_URL = '/api/waitlist';

/** 'already-joined' is the 409 answer: the spec counts it as success, like a fresh sign-up. */
export type JoinWaitlistOutcome = 'joined' | 'already-joined';

/** POST /api/waitlist with exactly the eight fields of spec section 7, whatever else is passed. */
export async function joinWaitlist(signup: WaitlistSubmission): Promise<JoinWaitlistOutcome> {
  const { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate } = signup;
  const response = await submitOnce('POST', WAITLIST_URL, {
    body: { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate },
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
