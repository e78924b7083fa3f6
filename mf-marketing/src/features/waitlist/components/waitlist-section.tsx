import { Card, CardContent, CircleCheckBigIcon } from '@fresh-pouf/ui';
import { SectionHeading } from '../../../components/section-heading';
import { SECTION_IDS } from '@fresh-pouf/contracts';
import { EARLY_BIRD_PERCENT } from '../../../lib/early-bird';
import { useWaitlistSignup } from '../hooks/use-waitlist-signup';
import { WaitlistForm } from './waitlist-form';
import { WaitlistSuccess } from './waitlist-success';

const PERKS = [
  'Priority access to new and limited-edition colours',
  `${EARLY_BIRD_PERCENT} Early Bird discount, price locked for life`,
  'Free shipping in the US',
  'Cancel at any time',
] as const;

export function WaitlistSection() {
  const { form, submit, submitting, joined, joinedPlace, toasted, origin, formMessage, honeypot } = useWaitlistSignup();

  return (
    <section id={SECTION_IDS.joinWaitlist} className="mk-section mk-waitlist" aria-labelledby="mk-waitlist-title">
      <div className="mk-container mk-waitlist__grid">
        <div className="mk-waitlist__intro">
          <SectionHeading
            id="mk-waitlist-title"
            eyebrow="Early access"
            title="Join the Waitlist"
            intro="Be first in line when Fresh Pouf launches. It takes less than a minute."
            align="start"
            focusTarget
          />
          <ul className="mk-waitlist__perks">
            {PERKS.map((perk) => (
              <li key={perk}>
                <CircleCheckBigIcon size={22} />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
        </div>
        <Card className="mk-waitlist__card">
          <CardContent>
            {joined ? (
              <WaitlistSuccess submission={joined} place={joinedPlace} origin={origin} toasted={toasted} />
            ) : (
              <WaitlistForm
                form={form}
                submitting={submitting}
                onSubmit={submit}
                honeypot={honeypot}
                message={formMessage}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
