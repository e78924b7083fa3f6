import {
  type AppliedRateLimit,
  ATTRIBUTION_HEADER,
  decodeAttribution,
  SIGNUP_SIGNAL_HEADERS,
  signupBotSignalsSchema,
  type Attribution,
  type Consent,
  type SignupBotSignals,
} from '@fresh-pouf/contracts';
import type { Request } from 'express';
import { clientAddressOf } from '../consent/client-address';
import { consentOf } from '../consent/consent-of';
import type { LimitSettings } from '../rate-limit/rate-limit';

/** What a sign-up request says of itself beyond its body: the same for the waitlist form and the Early Bird checkout. */
export interface SignupContext {
  /** The waitlistSignup policy for the client address: core counts it with the sign-up. */
  limit: AppliedRateLimit;
  signals?: SignupBotSignals;
  attribution?: Attribution;
  consent?: Consent;
  /** The client address in the limit's form; core keeps it only as a keyed hash (referral holds, "This wasn't me"). */
  clientAddress?: string;
}

function signalsOf(req: Request): SignupBotSignals | undefined {
  const website = req.get(SIGNUP_SIGNAL_HEADERS.website);
  const fillMs = req.get(SIGNUP_SIGNAL_HEADERS.fillMs);
  if (website === undefined && fillMs === undefined) return undefined;
  // A malformed signal is no signal: only what a real form sends counts against it.
  const signals = signupBotSignalsSchema.safeParse({
    website,
    fillMs: fillMs === undefined ? undefined : Number(fillMs),
  });
  return signals.success ? signals.data : undefined;
}

/**
 * Everything core's sign-up checks need from the request, read one way for every way onto the
 * list: the client address (and its limit), the bot signals, where the visit came from (a malformed
 * header says nothing) and the consent.
 */
export function signupContextOf(req: Request, settings: LimitSettings): SignupContext {
  const signals = signalsOf(req);
  const attribution = decodeAttribution(req.get(ATTRIBUTION_HEADER));
  const consent = consentOf(req);
  const clientAddress = clientAddressOf(req);
  return {
    limit: { key: clientAddress || 'unknown', max: settings.max, windowMs: settings.windowMs },
    ...(clientAddress ? { clientAddress } : {}),
    ...(signals ? { signals } : {}),
    ...(attribution ? { attribution } : {}),
    ...(consent ? { consent } : {}),
  };
}
