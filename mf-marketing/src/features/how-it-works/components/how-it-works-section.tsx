import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { ClipboardListIcon, SparklesIcon, TruckIcon } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';
import { LandingSection } from '../../../components/landing-section';
import { QualityGuarantee } from './quality-guarantee';
import './how-it-works.css';

interface Step {
  title: string;
  body: string;
  icon: ReactNode;
}

const STEPS: readonly Step[] = [
  {
    title: 'Choose Your Plan',
    body: 'Pick a Monthly, Bi-Monthly or Quarterly delivery, or a family plan with a colour-coded pouf for everyone.',
    icon: <ClipboardListIcon size={26} />,
  },
  {
    title: 'We Deliver',
    body: 'Your fresh poufs arrive at your door on schedule, with free shipping in the US.',
    icon: <TruckIcon size={26} />,
  },
  {
    title: 'Stay Fresh',
    body: 'Swap in the new pouf and enjoy a cleaner shower. Change plans or cancel at any time.',
    icon: <SparklesIcon size={26} />,
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      anchor={SECTION_IDS.howItWorks}
      className="mk-section--tinted"
      titleId="mk-how-title"
      eyebrow="Simple as 1, 2, 3"
      title="How It Works"
      intro="Set it up once. From then on, a fresh pouf simply turns up when your old one is due."
    >
      <ol className="fp-grid-list mk-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="mk-step">
            <div className="mk-step__marker">
              <span className="mk-step__icon">{step.icon}</span>
              <span className="mk-step__number" aria-hidden="true">
                {index + 1}
              </span>
            </div>
            <h3 className="mk-step__title">{step.title}</h3>
            <p className="mk-step__body">{step.body}</p>
          </li>
        ))}
      </ol>
      <QualityGuarantee />
    </LandingSection>
  );
}
