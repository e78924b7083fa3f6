import { FREQUENCY_LABELS, formatPrice } from '@fresh-pouf/contracts';
import { CircleCheckBigIcon, MailIcon, SparklesIcon } from '@fresh-pouf/ui';
import { useEffect, useRef } from 'react';
import { EARLY_BIRD_PERCENT } from '../../../lib/early-bird';
import type { JoinedPlace } from '../api/join-waitlist';
import type { WaitlistSubmission } from '../lib/check-waitlist-form';
import { planQuote } from '../lib/plan-quote';

export const SUCCESS_HEADING = "You're on the list!";

/** Where the toast sits at the bottom of the screen: waitlist.css's `min-width: 480px`. */
const TOAST_AT_THE_BOTTOM = '(min-width: 480px)';

import PlaceSummary from '../../place/components/place-summary';

/** Replaces the form once the waitlist has the sign-up; a new entry also sees its place and referral link. */
export interface WaitlistSuccessProps {
  submission: WaitlistSubmission;
  place?: JoinedPlace | null;
  /** The site's address for the referral link (the server's view of it); the page's own by default. */
  origin?: string | undefined;
  /** The success toast, which mentions the spam folder, is showing beside this view. */
  toasted?: boolean;
}

export function WaitlistSuccess({ submission, place = null, origin, toasted = false }: WaitlistSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has gone: put focus (and the screen reader) on the outcome. On a
  // wide screen, where the toast sits at the bottom, the referral link and its Copy button come
  // into view above it (its scroll margin, the stylesheet's), the heading above them; the focus
  // then moves nothing, or its own glide to the heading (the visitor having scrolled down to the
  // form's button) would win over the one to the link. On a narrow phone the toast covers the top
  // and the focused heading lands below it: scrolling to the link there could push the heading
  // out of view whenever the focus's own scroll had not finished (a slow phone).
  useEffect(() => {
    const heading = headingRef.current;
    const rowAboveToast =
      toasted &&
      place !== null &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(TOAST_AT_THE_BOTTOM).matches
        ? heading?.parentElement?.querySelector('.mk-share-link__row')
        : null;
    heading?.focus({ preventScroll: Boolean(rowAboveToast) });
    rowAboveToast?.scrollIntoView({ block: 'end' });
    // Once, as the view appears: it appears with its place and toast, and focus is the visitor's after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { plan, email, earlyBird, frequency } = submission;
  const numberOfPoufs = submission.numberOfPoufs ?? 1;
  const isFamily = plan === 'family';
  const familyFrequency = frequency ?? 'monthly';
  const quote = planQuote({ plan, numberOfPoufs, frequency: familyFrequency });

  return (
    <div className="mk-waitlist-success">
      <span className="mk-waitlist-success__badge">
        <CircleCheckBigIcon size={40} />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mk-waitlist-success__title">
        {SUCCESS_HEADING}
      </h3>
      {/* The toast says the spec's words; this view says what is new to it, not the same again. */}
      <p className="mk-waitlist-success__notice">
        <MailIcon size={20} />
        <span>
          A confirmation is on its way to <strong>{email}</strong>: open it to confirm your place.
          {/* Sent as HTML there is no toast, so the hint is said here. */}
          {toasted ? null : ' Nothing there in a few minutes? Look in your spam folder.'}
        </span>
      </p>

      {isFamily ? (
        <section className="mk-waitlist-success__family" aria-labelledby="mk-family-summary-title">
          <h4 id="mk-family-summary-title">Your family plan</h4>
          <dl>
            <div>
              <dt>Poufs per delivery</dt>
              <dd>{numberOfPoufs}</dd>
            </div>
            <div>
              <dt>Delivery frequency</dt>
              <dd>{FREQUENCY_LABELS[familyFrequency]}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>
                {formatPrice(earlyBird ? quote.earlyBird : quote.regular)}
                {quote.period}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}

      {earlyBird ? (
        <p className="mk-waitlist-success__early-bird">
          <SparklesIcon size={20} />
          <span>Your Early Bird discount is reserved: {EARLY_BIRD_PERCENT} off, with your price locked for life.</span>
        </p>
      ) : null}

      <p className="mk-waitlist-success__next">
        At launch you hear from us first, with priority access to new and limited-edition colours.
      </p>

      {place ? (
        <PlaceSummary place={place.place} referralCode={place.referralCode} headingLevel={4} origin={origin} />
      ) : null}
    </div>
  );
}
