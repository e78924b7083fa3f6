import type { CheckoutCustomer } from '@fresh-pouf/contracts';

/** The "who pays" form's controls, as posted (the same names the browser's form uses). */
export const CUSTOMER_FIELD_NAMES = { fullName: 'fullName', email: 'email', checkoutToken: 'checkoutToken' } as const;

/**
 * How "who pays" went when it was posted as HTML (before or without the page's JavaScript): the
 * server's action leaves it in the query cache, the page renders from it on the server and the
 * browser takes the same over.
 * - `paying`: the subscription was set up for this person with this token; the card form (which
 *   needs Stripe.js) takes over from there;
 * - `check-inbox`: the address is already on the list, so the e-mailed link goes on;
 * - otherwise the form again, with what was typed, each field's message and any other reason.
 */
export type CustomerFormOutcome =
  | { kind: 'paying'; customer: CheckoutCustomer; checkoutToken: string }
  | { kind: 'check-inbox' }
  | {
      kind: 'form';
      values: { fullName: string; email: string };
      errors: Record<string, string>;
      message?: string | undefined;
    };

export const CUSTOMER_FORM_OUTCOME_KEY = ['checkout', 'customer-form-outcome'] as const;

/** The server's token for the form it drew: the checkout's secret if the form is posted as HTML. */
export const CUSTOMER_FORM_TOKEN_KEY = ['checkout', 'customer-form-token'] as const;
