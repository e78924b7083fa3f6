import { ACTIVATE_EARLY_BIRD_EVENT, BRAND, SECTION_IDS } from '@fresh-pouf/contracts/values';
import { deferSection } from '../components/deferred-section';
import { BenefitsSection } from '../features/benefits/components/benefits-section';
import { HeroSection } from '../features/hero/components/hero-section';
import { HowItWorksSection } from '../features/how-it-works/components/how-it-works-section';
import { PricingSection } from '../features/pricing/components/pricing-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { PLAN_SELECTED_EVENT } from '../lib/plan-selection';
import '../styles/landing.css';
// With the first view, so the server's HTML of the section (the form, or the success view with
// the place in line after a form sent as HTML) is styled before its code arrives.
import '../features/waitlist/components/waitlist.css';
import '../features/place/components/place.css';

/**
 * The waitlist form (its schemas, zod, Radix Select and Checkbox: about 60 KB gzip) is taken
 * over when the reader nears it, or when the pricing cards send them there.
 */
const waitlist = deferSection({
  id: SECTION_IDS.joinWaitlist,
  load: () => import('../features/waitlist/components/waitlist-section').then((module) => module.WaitlistSection),
  replayEvents: [ACTIVATE_EARLY_BIRD_EVENT, PLAN_SELECTED_EVENT],
});

/** What the server awaits before it renders the landing page in full. */
export const preloadLanding = waitlist.preload;

const PAGE_TITLE = `${BRAND.name} · A Splash of Freshness Every Month`;

/**
 * The landing page (route "/"): its content only. The shell provides the router, the query
 * client, the <Toaster/> and the page frame (header, <main>, footer) around it, so the header
 * keeps working even when this remote cannot load.
 */
export default function LandingRoute() {
  return (
    <div className="mk-landing">
      {/* React 19 hoists it into <head>; the description and preview tags come with the page from the gateway. */}
      <title>{PAGE_TITLE}</title>
      <HeroSection />
      <BenefitsSection />
      <HowItWorksSection />
      <PricingSection />
      <waitlist.Section />
      <TestimonialsSection />
    </div>
  );
}
