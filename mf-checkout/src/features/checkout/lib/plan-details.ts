import {
  type CheckoutCustomer,
  checkoutCustomerSchema,
  type CheckoutPlanDetails,
  checkoutPlanDetailsSchema,
  type SignupBotSignals,
  signupBotSignalsSchema,
  STORAGE_KEYS,
} from '@fresh-pouf/contracts';

export type PlanDetails = CheckoutPlanDetails;

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    // Blocked storage or a damaged value: as if nothing was stored.
    return null;
  }
}

/**
 * docs/product/checkout-and-payments.md#checkout-page: the plan the Early Bird form stored, else the query parameters id,
 * subscription, poufs and frequency (default monthly). Null when neither names a valid plan.
 */
export function readPlanDetails(storage: Storage | null, search: URLSearchParams): PlanDetails | null {
  const stored = checkoutPlanDetailsSchema.safeParse(readJson(storage, STORAGE_KEYS.checkoutPlanDetails));
  if (stored.success) return stored.data;

  const planId = search.get('id');
  if (!planId) return null;
  const poufs = search.get('poufs');
  const fromQuery = checkoutPlanDetailsSchema.safeParse({
    planId,
    poufs: poufs === null ? (planId === 'family' ? 2 : 1) : Number(poufs),
    frequency: search.get('frequency') ?? undefined,
    // Early Bird checkout is a subscription whatever the link says.
    isSubscription: true,
  });
  return fromQuery.success ? fromQuery.data : null;
}

/** Who pays: the sign-up the Early Bird form stored beside the plan. */
export function readCustomer(storage: Storage | null): CheckoutCustomer | null {
  const parsed = checkoutCustomerSchema.safeParse(readJson(storage, STORAGE_KEYS.waitlistFormData));
  return parsed.success ? parsed.data : null;
}

/** What the Early Bird form said of itself (its bot signals), sent with the checkout; none for a plan link. */
export function readSignupSignals(storage: Storage | null): SignupBotSignals | undefined {
  const parsed = signupBotSignalsSchema.safeParse(readJson(storage, STORAGE_KEYS.signupSignals));
  return parsed.success ? parsed.data : undefined;
}

/** Clears the hand-over once paid, so a second visit to /checkout cannot pay twice by accident. */
export function clearCheckoutHandOver(storage: Storage | null): void {
  try {
    storage?.removeItem(STORAGE_KEYS.checkoutPlanDetails);
    storage?.removeItem(STORAGE_KEYS.signupSignals);
  } catch {
    // nothing to clear
  }
}

/** Session storage, or null where the browser blocks it (some private modes throw on access). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps who pays for the rest of the visit, as the Early Bird form would have. */
export function saveCustomer(storage: Storage | null, customer: CheckoutCustomer): void {
  try {
    storage?.setItem(STORAGE_KEYS.waitlistFormData, JSON.stringify(customer));
  } catch {
    // the page keeps it in memory anyway
  }
}
