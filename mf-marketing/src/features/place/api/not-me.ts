import { apiRequest } from '@fresh-pouf/api-client';
import { notMeResultSchema, type NotMeResult, WAITLIST_PLACE_API } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The "This wasn't me" press: the one call that removes the entry. Pressing again gives `already`. */
export async function sayNotMe(token: string): Promise<NotMeResult> {
  // A confirmed address (409) is a refusal with its reason, like any other.
  const response = await apiRequest('POST', WAITLIST_PLACE_API.notMe, { body: { token }, conflict: 'throw' });
  return notMeResultSchema.parse(await response.json());
}

export const notMeMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'not-me'], mutationFn: sayNotMe });

export function useNotMe() {
  return useMutation(notMeMutationOptions());
}
