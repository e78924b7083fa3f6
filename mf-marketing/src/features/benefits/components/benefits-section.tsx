import { DropletIcon, PaletteIcon, UsersIcon } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';
import { LandingSection } from '../../../components/landing-section';
import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { HealthAlert } from './health-alert';
import './benefits.css';

interface Benefit {
  title: string;
  body: string;
  icon: ReactNode;
  tone: 'aqua' | 'coral' | 'pink';
}

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Fresh & Clean',
    body: 'A brand-new pouf arrives before your old one turns into a bacteria hotel, so every shower starts hygienic.',
    icon: <DropletIcon size={26} />,
    tone: 'aqua',
  },
  {
    title: 'Bright & Beautiful',
    body: 'Cheerful, vivid colours that brighten your bathroom, plus priority access to new and limited-edition colours.',
    icon: <PaletteIcon size={26} />,
    tone: 'coral',
  },
  {
    title: 'Family Friendly',
    body: 'Family plans come with a colour-coded pouf for every family member, so nobody borrows the wrong one.',
    icon: <UsersIcon size={26} />,
    tone: 'pink',
  },
];

export function BenefitsSection() {
  return (
    <LandingSection
      anchor={SECTION_IDS.benefits}
      titleId="mk-benefits-title"
      eyebrow="Benefits"
      title="Why Choose Fresh Pouf?"
      intro="Your pouf touches your skin every day. It deserves to be as fresh as you feel after a shower."
    >
      <ul className="fp-grid-list mk-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={`mk-benefit mk-benefit--${benefit.tone}`}>
            <span className="mk-benefit__icon">{benefit.icon}</span>
            <h3 className="mk-benefit__title">{benefit.title}</h3>
            <p className="mk-benefit__body">{benefit.body}</p>
          </li>
        ))}
      </ul>
      <HealthAlert />
    </LandingSection>
  );
}
