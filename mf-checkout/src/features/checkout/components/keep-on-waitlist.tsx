import {
  CHECKOUT_MESSAGES,
  EARLY_BIRD_PERCENT_LABEL,
  earlyBirdPurchase,
  pricePerPeriod,
  WAITLIST_MESSAGES,
} from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle, Spinner } from '@fresh-pouf/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { earlyBirdSignup, useKeepEarlyBird, type KeepOutcome } from '../api/keep-early-bird';
import type { KeepLead } from './checkout-error-card';

export const KEEP_TEXT = {
  keeping: 'Keeping your place on the waitlist...',
  keptHeading: "You're on the list!",
  failed: 'We could not add you to the waitlist just now. Please try again.',
  unchanged: 'Its place on the list stays as it is.',
} as const;

/** "$6.74/month": the Early Bird price the waitlist holds for this visitor. */
const heldPrice = (lead: KeepLead) => {
  const purchase = earlyBirdPurchase(lead.details);
  return pricePerPeriod(purchase.amount, purchase.frequency);
};

export const keptText = (lead: KeepLead) =>
  `Your Early Bird price of ${heldPrice(lead)} (${EARLY_BIRD_PERCENT_LABEL} off, locked for life) is held for ${lead.customer.email}. ` +
  "We've e-mailed you a confirmation and will write again as soon as checkout opens.";

export interface KeepState {
  lead: KeepLead | null;
  outcome: KeepOutcome | undefined;
  pending: boolean;
  failed: boolean;
  chosen: boolean;
  /** The visitor chose the waitlist and it has answered: the card gives way to the outcome. */
  chosenAndDone: boolean;
  choose(): void;
}

/**
 * The waitlist instead of checkout. When payments are not configured nobody has stored the
 * sign-up yet, so it is stored at once (an address already listed stays as it is: the
 * waitlist's 409); "Join the waitlist instead" then shows where the visitor stands.
 */
export function useKeepOnWaitlist(lead: KeepLead | null): KeepState {
  const keep = useKeepEarlyBird();
  const [chosen, setChosen] = useState(false);
  const automatic = lead?.automatic ?? false;
  const signup = lead ? earlyBirdSignup(lead.customer, lead.details) : null;
  const store = useEffectEvent(() => {
    if (signup && keep.isIdle) keep.mutate(signup);
  });

  useEffect(() => {
    if (automatic) store();
  }, [automatic]);

  return {
    lead,
    outcome: keep.data,
    pending: keep.isPending,
    failed: keep.isError,
    chosen,
    chosenAndDone: chosen && keep.isSuccess,
    choose: () => {
      setChosen(true);
      if (signup && !keep.isSuccess && !keep.isPending) keep.mutate(signup);
    },
  };
}

function Status({ state }: { state: KeepState }) {
  if (!state.lead) return null;
  if (state.pending) {
    return (
      <CardDescription role="status" className="co-keep">
        <Spinner size="sm" /> {KEEP_TEXT.keeping}
      </CardDescription>
    );
  }
  if (state.failed && state.chosen)
    return (
      <CardDescription role="status" className="co-keep">
        {KEEP_TEXT.failed}
      </CardDescription>
    );
  if (state.outcome === 'kept')
    return (
      <CardDescription role="status" className="co-keep">
        {keptText(state.lead)}
      </CardDescription>
    );
  if (state.outcome === 'already-listed')
    return (
      <CardDescription role="status" className="co-keep">
        {WAITLIST_MESSAGES.duplicate}
      </CardDescription>
    );
  return null;
}

function Outcome({ state }: { state: KeepState }) {
  if (!state.lead) return null;
  const kept = state.outcome === 'kept';
  return (
    <Card className="co-notice" role="status">
      <CardHeader>
        <CardTitle as="h2">{kept ? KEEP_TEXT.keptHeading : WAITLIST_MESSAGES.duplicate}</CardTitle>
        <CardDescription>{kept ? keptText(state.lead) : KEEP_TEXT.unchanged}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to="/">{CHECKOUT_MESSAGES.returnHome}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export const KeepOnWaitlist = { Status, Outcome };
