import { Button, CircleCheckBigIcon } from '@fresh-pouf/ui';
import { EarlyBirdBanner } from '../../../components/early-bird-banner';
import { EARLY_BIRD_PERCENT } from '../../../lib/early-bird';
import { HeroVisual } from './hero-visual';
import { InvitedNote } from './invited-note';
import './hero.css';

const HIGHLIGHTS = ['Free shipping in the US', 'Cancel at any time', 'Dermatologist tested'] as const;

export function HeroSection() {
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-container mk-hero__grid">
        <div className="mk-hero__copy">
          <InvitedNote />
          <p className="mk-eyebrow">Launching soon</p>
          <h1 id="mk-hero-title" className="mk-hero__title">
            A Splash of Freshness Every Month
          </h1>
          <p className="mk-hero__tagline">Keep it fresh, keep it clean</p>
          <p className="mk-hero__lead">
            Bright, brand-new shower poufs delivered to your door before bacteria can move in. Pick your colours, pick
            your rhythm, and never scrub with a tired old pouf again.
          </p>
          <div className="mk-hero__actions">
            <Button asChild size="lg">
              <a href="#join-waitlist">Join the Waitlist</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#benefits">Learn More</a>
            </Button>
          </div>
          <ul className="mk-hero__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <CircleCheckBigIcon size={18} />
                {item}
              </li>
            ))}
          </ul>
          <EarlyBirdBanner title="Early Bird Offer" headingLevel="h2" className="mk-hero__early-bird">
            Join before launch and get <strong>{EARLY_BIRD_PERCENT} off</strong> your subscription, with your{' '}
            <strong>price locked for life</strong>.
          </EarlyBirdBanner>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
