import {
  ApiRequestError,
  attributionHeaders,
  readAnswer,
  sendRoute,
  signupSignalHeaders,
} from '@fresh-pouf/api-client';
import {
  CHECKOUT_MESSAGES,
  CONSENT_HEADER,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  LEGAL_DOCUMENTS,
  publicApi,
} from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readSignupSignals, sessionStore } from '../lib/plan-details';

/** docs/product/checkout-and-payments.md#checkout-messages: any failed setup reads 'Failed to create payment session'; `detail` is the server's why. */
export class PaymentSessionError extends Error {
  readonly detail: string | undefined;
  /** The server's HTTP status, when it answered: a 429 asks the visitor to wait, not to try again now. */
  readonly status: number | undefined;
  constructor(detail?: string, status?: number) {
    super(CHECKOUT_MESSAGES.setupFailed);
    this.name = 'PaymentSessionError';
    this.detail = detail;
    this.status = status;
  }
}

export async function createSubscription(body: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
  const route = publicApi.checkout.createSubscription;
  let response: Response;
  try {
    // A 409 (already paid, or "check your inbox") is a refusal like any other, with its reason.
    // Where the visit came from, and the Privacy Policy accepted, travel with the Early Bird as with a sign-up.
    response = await sendRoute(
      route,
      { body },
      {
        // The Early Bird form's bot signals too: a checkout is a sign-up, checked as the waitlist's.
        headers: {
          ...attributionHeaders(),
          ...signupSignalHeaders(readSignupSignals(sessionStore())),
          [CONSENT_HEADER]: LEGAL_DOCUMENTS.privacy.version,
        },
      },
    );
  } catch (error) {
    if (error instanceof ApiRequestError) throw new PaymentSessionError(error.serverMessage, error.status);
    throw new PaymentSessionError();
  }
  return readAnswer(route, response).catch(() => {
    throw new PaymentSessionError();
  });
}

// A query, not a mutation: a remount (StrictMode, back and forth) reuses the one session.
export const createSubscriptionQueryOptions = (body: CreateSubscriptionRequest | null, enabled: boolean) =>
  queryOptions({
    queryKey: [publicApi.checkout.createSubscription.path, body],
    queryFn: () => (body ? createSubscription(body) : Promise.reject(new PaymentSessionError())),
    enabled: enabled && body !== null,
  });

export function useCreateSubscription(body: CreateSubscriptionRequest | null, { enabled }: { enabled: boolean }) {
  return useQuery(createSubscriptionQueryOptions(body, enabled));
}
