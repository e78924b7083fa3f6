import { apiRequest, ApiRequestError } from '@fresh-pouf/api-client';
import {
  apiErrorSchema,
  CHECKOUT_MESSAGES,
  CREATE_SUBSCRIPTION_URL,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  createSubscriptionResponseSchema,
} from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec section 8: any failed setup reads 'Failed to create payment session'; `detail` is the server's why. */
export class PaymentSessionError extends Error {
  readonly detail: string | undefined;
  constructor(detail?: string) {
    super(CHECKOUT_MESSAGES.setupFailed);
    this.name = 'PaymentSessionError';
    this.detail = detail;
  }
}

export async function createSubscription(body: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
  let response: Response;
  try {
    response = await apiRequest('POST', CREATE_SUBSCRIPTION_URL, { body });
  } catch (error) {
    throw new PaymentSessionError(error instanceof ApiRequestError ? error.serverMessage : undefined);
  }
  const json: unknown = await response.json().catch(() => null);
  // The request helper hands a 409 back instead of raising it; here it is still a refusal.
  if (response.status === 409) throw new PaymentSessionError(apiErrorSchema.safeParse(json).data?.message);
  const parsed = createSubscriptionResponseSchema.safeParse(json);
  if (!parsed.success) throw new PaymentSessionError();
  return parsed.data;
}

// A query, not a mutation: a remount (StrictMode, back and forth) reuses the one session.
export const createSubscriptionQueryOptions = (body: CreateSubscriptionRequest | null, enabled: boolean) =>
  queryOptions({
    queryKey: [CREATE_SUBSCRIPTION_URL, body],
    queryFn: () => (body ? createSubscription(body) : Promise.reject(new PaymentSessionError())),
    enabled: enabled && body !== null,
  });

export function useCreateSubscription(body: CreateSubscriptionRequest | null, { enabled }: { enabled: boolean }) {
  return useQuery(createSubscriptionQueryOptions(body, enabled));
}
