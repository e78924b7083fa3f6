import { apiRequest, ApiRequestError } from '@fresh-pouf/api-client';
import {
  CHECKOUT_CONFIG_URL,
  CHECKOUT_MESSAGES,
  type CheckoutConfig,
  checkoutConfigSchema,
  CREATE_SUBSCRIPTION_URL,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  createSubscriptionResponseSchema,
  PAYMENT_STATUS_URL,
  type PaymentStatus,
  type PaymentStatusQuery,
  paymentStatusSchema,
} from '@fresh-pouf/contracts';

/** Spec section 8: any failed setup reads 'Failed to create payment session'; `detail` is the server's why. */
export class PaymentSessionError extends Error {
  readonly detail: string | undefined;
  constructor(detail?: string) {
    super(CHECKOUT_MESSAGES.setupFailed);
    this.name = 'PaymentSessionError';
    this.detail = detail;
  }
}

export async function fetchCheckoutConfig(): Promise<CheckoutConfig> {
  const response = await apiRequest('GET', CHECKOUT_CONFIG_URL);
  return checkoutConfigSchema.parse(await response.json());
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
  if (response.status === 409) {
    const message = json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : undefined;
    throw new PaymentSessionError(message);
  }
  const parsed = createSubscriptionResponseSchema.safeParse(json);
  if (!parsed.success) throw new PaymentSessionError();
  return parsed.data;
}

export async function fetchPaymentStatus(query: PaymentStatusQuery): Promise<PaymentStatus> {
  const response = await apiRequest('GET', `${PAYMENT_STATUS_URL}?${new URLSearchParams(query).toString()}`);
  return paymentStatusSchema.parse(await response.json());
}
