import type { RouteCallOptions } from '@fresh-pouf/api-client';
import type { PlanList } from '@fresh-pouf/contracts';
import { PUBLIC_API_PATHS } from '@fresh-pouf/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The list's query key: its URL, from the zod-free table the first view may load. */
export const PLANS_URL = PUBLIC_API_PATHS.plans.list;

/** GET /api/plans: the plans and their prices. The client and the schemas load with the first call. */
export async function fetchPlans(options?: RouteCallOptions): Promise<PlanList['plans']> {
  const [{ callRoute }, { publicApi }] = await Promise.all([
    import('@fresh-pouf/api-client'),
    import('@fresh-pouf/contracts'),
  ]);
  return (await callRoute(publicApi.plans.list, {}, options)).plans;
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: [PLANS_URL], queryFn: ({ client }) => fetchPlans({ client }) });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
