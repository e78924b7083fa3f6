// `npm run bench`: every figure the closing notes report, one after another (never in
// parallel: two cores).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const steps = [
  ['startup', ['startup.mjs']],
  ['JavaScript bytes per page', ['js-bytes.mjs']],
  ['first taps on a phone', ['--import', 'tsx', 'first-taps.mjs']],
  ['waitlist throughput, against a bare server, with and without telemetry', ['--import', 'tsx', 'waitlist-rps.mjs']],
  ['telemetry on the sign-up path: metrics, tracing and both against off', ['tracing-overhead.mjs']],
  ['sign-up path: CPU profile of each hop under load', ['--import', 'tsx', 'signup-profile.mjs']],
  ['sign-up path: what PostgreSQL runs and writes per sign-up', ['--import', 'tsx', 'signup-statements.mjs']],
  ['sign-up path: each hop alone, its CPU a sign-up', ['--import', 'tsx', 'hop-alone.mjs']],
  ['checkout: JavaScript bytes and payment form ready', ['--import', 'tsx', 'checkout-ready.mjs']],
  ['admin dashboard with 100,000 entries', ['--import', 'tsx', 'admin-dashboard.mjs']],
  ['admin on a phone with 100,000 entries', ['--import', 'tsx', 'admin-phone.mjs']],
  ['blog with 200 published posts', ['--import', 'tsx', 'blog.mjs']],
  ['announcement to 10,000', ['--import', 'tsx', 'announcements.mjs']],
  ['reconcile 10,000 subscriptions against Stripe', ['--import', 'tsx', 'reconcile.mjs']],
  ['Lighthouse, with and without JavaScript', ['lighthouse.mjs']],
];
const only = process.argv[2];
for (const [title, args] of steps) {
  if (only && !title.startsWith(only)) continue;
  console.log(`\n== ${title}`);
  const file = path.join(here, args.at(-1));
  const result = spawnSync(process.execPath, [...args.slice(0, -1), file], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
