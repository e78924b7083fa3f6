import { BRAND } from '@fresh-pouf/contracts';
import { BenefitsSection } from '../features/benefits/components/benefits-section';
import { HeroSection } from '../features/hero/components/hero-section';
import { HowItWorksSection } from '../features/how-it-works/components/how-it-works-section';
import { PricingSection } from '../features/pricing/components/pricing-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { WaitlistSection } from '../features/waitlist/components/waitlist-section';
import { EARLY_BIRD_PERCENT } from '../lib/early-bird';
import '../styles/landing.css';

const PAGE_TITLE = `${BRAND.name} · A Splash of Freshness Every Month`;
const PAGE_DESCRIPTION = `Fresh, brightly coloured shower poufs delivered to your door. Family plans, free shipping in the US, cancel at any time. Join the waitlist for ${EARLY_BIRD_PERCENT} off, locked for life.`;

/**
 * The landing page (route "/"): its content only. The shell provides the router, the query
 * client, the <Toaster/> and the page frame (header, <main>, footer) around it, so the header
 * keeps working even when this remote cannot load.
 */
export default function LandingRoute() {
  return (
    <div className="mk-landing">
      {/* React 19 hoists these into <head>. */}
      <title>{PAGE_TITLE}</title>
      <meta name="description" content={PAGE_DESCRIPTION} />
      <HeroSection />
      <BenefitsSection />
      <HowItWorksSection />
      <PricingSection />
      <WaitlistSection />
      <TestimonialsSection />
    </div>
  );
}
