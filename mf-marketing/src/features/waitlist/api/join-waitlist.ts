import { attributionHeaders, signupSignalHeaders, submitRouteOnce } from '@fresh-pouf/api-client';
import {
  CONSENT_HEADER,
  LEGAL_DOCUMENTS,
  publicApi,
  type SignupBotSignals,
  type WaitlistSubmission,
} from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The new entry's place in line and referral code, as a 201 tells them. */
export interface JoinedPlace {
  place: number;
  referralCode: string;
}

/**
 * 'already-joined' is the 409 answer: the spec counts it as success, like a fresh sign-up (it
 * says nothing of the listed entry: its place is its owner's, told in their e-mail).
 */
export type JoinWaitlistOutcome = { outcome: 'joined'; place: JoinedPlace | null } | { outcome: 'already-joined' };

/** Read without a schema: the landing page carries no more code than it needs, and a 201 without a place still counts. */
export function placeOf(body: unknown): JoinedPlace | null {
  const { place, referralCode } = (body ?? {}) as Partial<Record<keyof JoinedPlace, unknown>>;
  return typeof place === 'number' &&
    place > 0 &&
    typeof referralCode === 'string' &&
    /^[\w-]{4,40}$/.test(referralCode)
    ? { place, referralCode }
    : null;
}

export interface JoinWaitlistRequest {
  signup: WaitlistSubmission;
  /** The bot checks, sent as headers beside the body. */
  signals?: SignupBotSignals;
}

/** POST /api/waitlist with exactly the eight fields of docs/product/landing-and-waitlist.md#the-waitlist-call, whatever else is passed. */
export async function joinWaitlist({ signup, signals }: JoinWaitlistRequest): Promise<JoinWaitlistOutcome> {
  const { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate } = signup;
  const body = { fullName, email, plan, earlyBird, isFamily, numberOfPoufs, frequency, joinDate };
  const response = await submitRouteOnce(
    publicApi.waitlist.join,
    { body },
    {
      // Joining accepts the Privacy Policy the form links: the version shown is the one recorded.
      headers: {
        ...signupSignalHeaders(signals),
        ...attributionHeaders(),
        [CONSENT_HEADER]: LEGAL_DOCUMENTS.privacy.version,
      },
    },
  );
  if (response.status === 409) return { outcome: 'already-joined' };
  return { outcome: 'joined', place: placeOf(await response.json().catch(() => null)) };
}

export const joinWaitlistMutationOptions = () =>
  mutationOptions({
    mutationKey: ['waitlist', 'join'],
    mutationFn: joinWaitlist,
  });

export function useJoinWaitlist() {
  return useMutation(joinWaitlistMutationOptions());
}
