import { apiRequest } from '@fresh-pouf/api-client';
import { confirmResultSchema, type ConfirmResult, WAITLIST_PLACE_API } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The "Confirm my place" press: the one call that confirms. Pressing twice gives the same answer. */
export async function confirmPlace(token: string): Promise<ConfirmResult> {
  const response = await apiRequest('POST', WAITLIST_PLACE_API.confirm, { body: { token } });
  return confirmResultSchema.parse(await response.json());
}

export const confirmPlaceMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'confirm'], mutationFn: confirmPlace });

export function useConfirmPlace() {
  return useMutation(confirmPlaceMutationOptions());
}
