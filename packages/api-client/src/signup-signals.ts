import { SIGNUP_SIGNAL_HEADERS, type SignupBotSignals } from '@fresh-pouf/contracts';

/**
 * What a sign-up form says of itself (the hidden field, the time it was on screen), as the
 * headers core's sign-up checks read: the same for the waitlist form and the Early Bird checkout.
 */
export const signupSignalHeaders = (signals: SignupBotSignals = {}): Record<string, string> => ({
  ...(signals.website ? { [SIGNUP_SIGNAL_HEADERS.website]: '1' } : {}),
  ...(signals.fillMs === undefined ? {} : { [SIGNUP_SIGNAL_HEADERS.fillMs]: String(signals.fillMs) }),
});
