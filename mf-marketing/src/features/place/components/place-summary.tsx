import { referralLink, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';
import { ShareLink } from './share-link';
import './place.css';

export interface PlaceSummaryProps {
  place: number;
  referralCode: string;
  /** The rest is known on the status page, not yet on the success view. */
  total?: number | undefined;
  referrals?: number | undefined;
  /** Confirmed friends whose referral waits for review: said apart, they do not move the place yet. */
  heldReferrals?: number | undefined;
  confirmed?: boolean | undefined;
  boost?: number | undefined;
  /** False where the page's own heading already says "Your place in line". */
  titled?: boolean;
  /** Of its title; the share part's heading is one below it. */
  headingLevel?: 2 | 4;
  /** The site's address the referral link starts with; the page's own when drawn in the browser. */
  origin?: string | undefined;
}

const DEFAULT_BOOST = 5;

/** The entry's place in line and its referral link: the success view, the confirm page and the status page. */
export default function PlaceSummary({
  place,
  referralCode,
  total,
  referrals,
  heldReferrals,
  confirmed,
  boost = DEFAULT_BOOST,
  titled = true,
  headingLevel = 2,
  origin,
}: PlaceSummaryProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h4';
  // Untitled, the share part's heading takes the level the title would have had.
  const ShareTitle = titled ? (headingLevel === 2 ? 'h3' : 'h5') : Title;
  const link = referralLink(origin ?? window.location.origin, referralCode);
  return (
    <section
      className="mk-place"
      {...(titled ? { 'aria-labelledby': 'mk-place-title' } : { 'aria-label': WAITLIST_PLACE_MESSAGES.statusTitle })}
    >
      {titled ? (
        <Title id="mk-place-title" className="mk-place__title">
          {WAITLIST_PLACE_MESSAGES.statusTitle}
        </Title>
      ) : null}
      <p className="mk-place__number">
        <span className="mk-place__hash" aria-hidden="true">
          #
        </span>
        <span data-testid="place">{formatCount(place)}</span>
        {total ? <span className="mk-place__total"> of {formatCount(total)}</span> : null}
      </p>
      {referrals !== undefined ? (
        <p className="mk-place__referrals" data-testid="referrals">
          {WAITLIST_PLACE_MESSAGES.referralsJoined(referrals)}
        </p>
      ) : null}
      {heldReferrals ? (
        <p className="mk-place__referrals" data-testid="held-referrals">
          {WAITLIST_PLACE_MESSAGES.referralsHeld(heldReferrals)}
        </p>
      ) : null}
      {confirmed === false ? <p className="mk-place__note">{WAITLIST_PLACE_MESSAGES.unconfirmedNote}</p> : null}
      <ShareTitle className="mk-place__share-title">{WAITLIST_PLACE_MESSAGES.shareTitle}</ShareTitle>
      <p className="mk-place__share-intro">{WAITLIST_PLACE_MESSAGES.shareIntro(boost)}</p>
      <ShareLink link={link} />
    </section>
  );
}
