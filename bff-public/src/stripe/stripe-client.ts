// One Stripe client setup for the services that call Stripe (packages/billing).
export { createStripeClient, type Stripe } from '@fresh-pouf/billing';
