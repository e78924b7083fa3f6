import type Stripe from 'stripe';

/** How far a webhook's signing time may be from ours, either way: Stripe's own 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signing time as the SDK reads it (the last `t=` element): the one its signature check covered. */
function signedAtSeconds(header: string): number | null {
  let seconds: number | null = null;
  for (const item of header.split(',')) {
    const [name, value] = item.split('=');
    if (name === 't') seconds = Number.parseInt(value ?? '', 10);
  }
  return seconds === null || Number.isNaN(seconds) ? null : seconds;
}

/**
 * The event when its signature holds and was made within WEBHOOK_TOLERANCE_SECONDS of `nowMs`,
 * before or after; null otherwise. The tolerance is what bounds a replay of a captured delivery:
 * the SDK's constructEvent only refuses a signature too old, so one dated an hour ahead stayed
 * replayable for an hour and five minutes. Here the future is refused too.
 */
export function verifiedStripeEvent(
  stripe: Stripe,
  raw: Buffer,
  header: string,
  secret: string,
  nowMs = Date.now(),
): Stripe.Event | null {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
  } catch {
    return null;
  }
  const signedAt = signedAtSeconds(header);
  if (signedAt === null || signedAt - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS) return null;
  return event;
}
