import type { ServerAction } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { CHECKOUT_ROUTES } from './routes';

/**
 * /checkout's "who pays" form sent as HTML. The action's code (the schemas, the call) is a chunk
 * of its own: the server loads it when a form arrives, the browser never.
 */
export const action: ServerAction = async (context) => {
  if (!matchPath(CHECKOUT_ROUTES.checkout, context.pathname)) return { status: 405 };
  const { customerFormAction } = await import('../features/checkout/api/customer-form-action');
  return customerFormAction(context);
};
