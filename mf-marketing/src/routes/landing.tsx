import { PAGE_HEADS } from '@fresh-pouf/contracts/page-heads';
import { Island } from '@fresh-pouf/remote-kit/islands';
import { BenefitsSection } from '../features/benefits/components/benefits-section';
import { HeroSection } from '../features/hero/components/hero-section';
import { HowItWorksSection } from '../features/how-it-works/components/how-it-works-section';
import { PricingSection } from '../features/pricing/components/pricing-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { WaitlistSection } from '../features/waitlist/components/waitlist-section';
import '../styles/landing.css';
// With the first view, so the server's HTML of the section (the form, or the success view with
// the place in line after a form sent as HTML) is styled before its code arrives.
import '../features/waitlist/components/waitlist.css';
import '../features/place/components/place.css';

/**
 * The landing page (route "/"): its content only. The shell provides the router, the query
 * client, the <Toaster/> and the page frame (header, <main>, footer) around it, so the header
 * keeps working even when this remote cannot load.
 */
export default function LandingRoute() {
  return (
    <div className="mk-landing">
      {/* React 19 hoists it into <head>; the description and preview tags come with the page from the gateway. */}
      <title>{PAGE_HEADS['/'].title}</title>
      <HeroSection />
      <BenefitsSection />
      <HowItWorksSection />
      {/* The parts of the page that load code, each as the reader nears it (app/islands.ts). */}
      <Island owner="marketing" name="pricing">
        <PricingSection />
      </Island>
      <Island owner="marketing" name="waitlist">
        <WaitlistSection />
      </Island>
      <TestimonialsSection />
    </div>
  );
}
