// `npm run reconcile -w bff-public [-- --fix]`: what the product believes of each subscription
// against Stripe's current state. Lists the differences; with --fix, takes Stripe's word for
// status and cancellation. Prices are never changed.
import { createCoreClient, createLogger } from '@fresh-pouf/server-kit';
import { createStripeClient } from '@fresh-pouf/billing';
import { readConfig } from '../config';
import { coreProductSide } from './core-product-side';
import { runReconcile } from './reconcile-cli';

const config = readConfig();
if (!config.STRIPE_SECRET_KEY) {
  console.error('STRIPE_SECRET_KEY is unset: there is no Stripe account to compare with.');
  process.exit(1);
}
const logger = createLogger('reconcile', config.LOG_LEVEL);
const core = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
const fix = process.argv.includes('--fix');
const report = await runReconcile(
  coreProductSide(core),
  createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL),
  { fix },
);
for (const drift of report.drifts) {
  console.log(`${drift.entryId === null ? 'no entry' : `entry ${drift.entryId}`}, ${drift.subscriptionId}:`);
  for (const line of drift.differences) console.log(`  ${line}`);
}
console.log(
  `${report.checked} subscription(s) checked, ${report.drifts.length} differ from Stripe, ${report.abandoned.length} abandoned checkout(s) (first payment never made)` +
    (fix
      ? `, ${report.fixed} brought in step with Stripe`
      : " (run with --fix to take Stripe's word for status and cancellation)"),
);
