import { callRoute } from '@fresh-pouf/api-client';
import { type NotMeResult, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The "This wasn't me" press: the one call that removes the entry. Pressing again gives `already`. */
export async function sayNotMe(token: string): Promise<NotMeResult> {
  // A confirmed address (409) is a refusal with its reason, like any other.
  return callRoute(publicApi.waitlist.notMe, { body: { token } });
}

export const notMeMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'not-me'], mutationFn: sayNotMe });

export function useNotMe() {
  return useMutation(notMeMutationOptions());
}
