import { CHECKOUT_CLAIM_PARAM, CHECKOUT_TOKEN_STORAGE_KEY, checkoutTokenSchema } from '@fresh-pouf/contracts';

/** A new checkout secret (32 random bytes, base64url): drawn here, or by the server into its form. */
export function newCheckoutToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The secret that lets this visit's checkout change its own entry again (a retry, a changed
 * plan): made here on the first visit, or handed over by the link e-mailed to an address that
 * was already on the list, or the one this page's form was posted with (`handedOver`). Kept for
 * the browser session only; memory when storage is blocked.
 */
export function checkoutTokenFor(storage: Storage | null, search: URLSearchParams, handedOver?: string): string {
  const claimed = checkoutTokenSchema.safeParse(handedOver ?? search.get(CHECKOUT_CLAIM_PARAM));
  let stored: string | null = null;
  try {
    stored = storage?.getItem(CHECKOUT_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // blocked storage: a fresh token for this page
  }
  const token = claimed.success
    ? claimed.data
    : checkoutTokenSchema.safeParse(stored).success && stored
      ? stored
      : newCheckoutToken();
  try {
    storage?.setItem(CHECKOUT_TOKEN_STORAGE_KEY, token);
  } catch {
    // the page keeps it in memory anyway
  }
  return token;
}
