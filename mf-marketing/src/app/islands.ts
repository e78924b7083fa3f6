import type { IslandRegistry } from '@fresh-pouf/remote-kit/islands';

/**
 * The parts of the marketing pages that load code, by the name their <Island> gives: on an
 * islands page the browser loads one of these when that part is needed, and nothing else.
 */
const islands: IslandRegistry = {
  pricing: () => import('../features/pricing/components/pricing-section').then((module) => module.PricingSection),
  waitlist: () => import('../features/waitlist/components/waitlist-section').then((module) => module.WaitlistSection),
};

export default islands;
