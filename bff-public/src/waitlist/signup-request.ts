import {
  ATTRIBUTION_HEADER,
  decodeAttribution,
  SIGNUP_SIGNAL_HEADERS,
  signupBotSignalsSchema,
  type Attribution,
  type Consent,
  type SignupBotSignals,
} from '@fresh-pouf/contracts';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { consentOf } from '../consent/consent-of';
import type { LimitPolicy } from '../rate-limit/limit-headers';

/** Counters of sign-ups per client address, kept by core (every copy of the BFF counts against one limit). */
export const SIGNUP_LIMIT_PREFIX = 'waitlist-signup:';

/** What a sign-up request says of itself beyond its body: the same for the waitlist form and the Early Bird checkout. */
export interface SignupContext {
  limit: LimitPolicy & { key: string };
  signals?: SignupBotSignals;
  attribution?: Attribution;
  consent?: Consent;
}

/** The client address as the limiter keys it (IPv6 by its /56); `trust proxy` decides what req.ip is. */
export const signupLimitKey = (req: Request) => SIGNUP_LIMIT_PREFIX + ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');

function signalsOf(req: Request): SignupBotSignals | undefined {
  const website = req.get(SIGNUP_SIGNAL_HEADERS.website);
  const fillMs = req.get(SIGNUP_SIGNAL_HEADERS.fillMs);
  if (website === undefined && fillMs === undefined) return undefined;
  // A malformed signal is no signal: only what a real form sends counts against it.
  const signals = signupBotSignalsSchema.safeParse({ website, fillMs: fillMs === undefined ? undefined : Number(fillMs) });
  return signals.success ? signals.data : undefined;
}

/**
 * Everything core's sign-up checks need from the request, read one way for every way onto the
 * list: the client address's limit, the bot signals, where the visit came from (a malformed
 * header says nothing) and the consent.
 */
export function signupContextOf(req: Request, policy: LimitPolicy): SignupContext {
  const signals = signalsOf(req);
  const attribution = decodeAttribution(req.get(ATTRIBUTION_HEADER));
  const consent = consentOf(req);
  return {
    limit: { key: signupLimitKey(req), max: policy.max, windowMs: policy.windowMs },
    ...(signals ? { signals } : {}),
    ...(attribution ? { attribution } : {}),
    ...(consent ? { consent } : {}),
  };
}
