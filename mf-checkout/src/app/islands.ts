import type { IslandRegistry } from '@fresh-pouf/remote-kit/islands';

/**
 * The parts of the checkout's islands page that load code, by the name their <Island> gives: the
 * checkout itself (who pays, then the card form with Stripe.js). The page's frame, title and
 * heading are the server's HTML only.
 */
const islands: IslandRegistry = {
  checkout: () => import('../routes/checkout-page').then((module) => module.CheckoutPage),
};

export default islands;
