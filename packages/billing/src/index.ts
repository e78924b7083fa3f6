export { compareSubscription, type Drift, type ProductSide, reconcile, type ReconcileReport, type StripeSide } from './reconcile';
export { createStripeClient, type Stripe } from './stripe-client';
