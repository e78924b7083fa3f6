export {
  type Comparison,
  compareSubscription,
  type ReconcilePage,
  type ReconcileProduct,
  reconcileSets,
  type StripeSide,
  stripeSideOf,
} from './reconcile';
export { createStripeClient, type Stripe } from './stripe-client';
