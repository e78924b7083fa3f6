import { callRoute } from '@fresh-pouf/api-client';
import { type ConfirmResult, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The "Confirm my place" press: the one call that confirms. Pressing twice gives the same answer. */
export async function confirmPlace(token: string): Promise<ConfirmResult> {
  return callRoute(publicApi.waitlist.confirm, { body: { token } });
}

export const confirmPlaceMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'confirm'], mutationFn: confirmPlace });

export function useConfirmPlace() {
  return useMutation(confirmPlaceMutationOptions());
}
