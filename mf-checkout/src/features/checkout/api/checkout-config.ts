import { callRoute, type RouteCallOptions } from '@fresh-pouf/api-client';
import { type CheckoutConfig, publicApi } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function fetchCheckoutConfig(options?: RouteCallOptions): Promise<CheckoutConfig> {
  return callRoute(publicApi.checkout.config, {}, options);
}

export const checkoutConfigQueryOptions = () =>
  queryOptions({
    queryKey: [publicApi.checkout.config.path],
    queryFn: ({ client }) => fetchCheckoutConfig({ client }),
  });

/** The publishable key comes from the server at run time; null when payments are not configured. */
export function useCheckoutConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutConfigQueryOptions(), enabled });
}
