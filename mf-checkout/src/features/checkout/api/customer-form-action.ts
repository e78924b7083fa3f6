import {
  CHECKOUT_MESSAGES,
  checkoutCustomerSchema,
  checkoutTokenSchema,
  CONSENT_HEADER,
  firstFieldErrors,
  formatJoinDate,
  LEGAL_DOCUMENTS,
  publicApi,
} from '@fresh-pouf/contracts';
import { postFromServer, type ServerAction } from '@fresh-pouf/remote-kit';
import {
  CUSTOMER_FIELD_NAMES,
  CUSTOMER_FORM_OUTCOME_KEY,
  CUSTOMER_FORM_TOKEN_KEY,
  type CustomerFormOutcome,
} from '../lib/customer-form-outcome';
import { readPlanDetails } from '../lib/plan-details';
import { subscriptionRequest } from '../lib/subscription-request';
import { createSubscriptionQueryOptions } from './create-subscription';

/**
 * "Who pays" sent as HTML (`POST /checkout?id=…`, before or without the page's JavaScript):
 * checked with the same schema and messages as in the browser, then the subscription is set up
 * through the same POST /api/create-subscription, with the checkout token the server drew into
 * the form. The page then carries the payment session; the card form, which needs Stripe.js,
 * takes it over in the browser. The plan comes from the address, the person from the form only.
 */
export const customerFormAction: ServerAction = async ({ queryClient, search, form, headers, signal }) => {
  const show = (outcome: CustomerFormOutcome, status: number) => {
    queryClient.setQueryData(CUSTOMER_FORM_OUTCOME_KEY, outcome);
    return { status };
  };
  const values = {
    fullName: form.get(CUSTOMER_FIELD_NAMES.fullName) ?? '',
    email: form.get(CUSTOMER_FIELD_NAMES.email) ?? '',
  };
  const details = readPlanDetails(null, search);
  const token = checkoutTokenSchema.safeParse(form.get(CUSTOMER_FIELD_NAMES.checkoutToken));
  // A form this server drew always has both: without them it was not sent from the page.
  if (!details || !token.success)
    return show({ kind: 'form', values, errors: {}, message: CHECKOUT_MESSAGES.setupFailed }, 400);
  // Shown again, the form keeps its token: a second try is the same checkout, never a second one.
  queryClient.setQueryData(CUSTOMER_FORM_TOKEN_KEY, token.data);

  const customer = checkoutCustomerSchema.safeParse({ ...values, joinDate: formatJoinDate(new Date()) });
  if (!customer.success) return show({ kind: 'form', values, errors: firstFieldErrors(customer.error) }, 400);

  const body = subscriptionRequest(details, customer.data, token.data);
  // Never null with a customer given; the type says what it would be without one.
  if (!body) return show({ kind: 'form', values, errors: {}, message: CHECKOUT_MESSAGES.setupFailed }, 400);
  const answer = await postFromServer(
    publicApi.checkout.createSubscription,
    { body },
    { queryClient, headers: { ...headers, [CONSENT_HEADER]: LEGAL_DOCUMENTS.privacy.version }, signal },
  );
  if (!answer.ok) {
    if (answer.message === CHECKOUT_MESSAGES.verifyByEmail) return show({ kind: 'check-inbox' }, answer.status);
    return show(
      { kind: 'form', values, errors: {}, message: answer.message ?? CHECKOUT_MESSAGES.setupFailed },
      answer.status,
    );
  }
  // The browser's checkout finds its session already made, under the key it would have asked with.
  queryClient.setQueryData(createSubscriptionQueryOptions(body, true).queryKey, answer.data);
  return show({ kind: 'paying', customer: customer.data, checkoutToken: token.data }, 200);
};
