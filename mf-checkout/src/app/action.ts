import type { ServerAction } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { CHECKOUT_ROUTES } from './routes';

/**
 * The checkout's forms sent as HTML: /checkout's "who pays" and /manage-subscription's "Send me
 * a link". Each action's code (the schemas, the call) is a chunk of its own: the server loads it
 * when a form arrives, the browser never.
 */
export const action: ServerAction = async (context) => {
  if (matchPath(CHECKOUT_ROUTES.checkout, context.pathname)) {
    const { customerFormAction } = await import('../features/checkout/api/customer-form-action');
    return customerFormAction(context);
  }
  if (matchPath(CHECKOUT_ROUTES.manageSubscription, context.pathname)) {
    const { portalLinkFormAction } = await import('../features/billing/api/portal-link-form-action');
    return portalLinkFormAction(context);
  }
  return { status: 405 };
};
