import { apiRequest } from '@fresh-pouf/api-client';
import { CHECKOUT_CONFIG_URL, type CheckoutConfig, checkoutConfigSchema } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function fetchCheckoutConfig(): Promise<CheckoutConfig> {
  const response = await apiRequest('GET', CHECKOUT_CONFIG_URL);
  return checkoutConfigSchema.parse(await response.json());
}

export const checkoutConfigQueryOptions = () =>
  queryOptions({ queryKey: [CHECKOUT_CONFIG_URL], queryFn: fetchCheckoutConfig });

/** The publishable key comes from the server at run time; null when payments are not configured. */
export function useCheckoutConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutConfigQueryOptions(), enabled });
}
