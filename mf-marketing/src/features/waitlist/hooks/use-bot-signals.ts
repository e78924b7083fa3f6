import { type SignupBotSignals } from '@fresh-pouf/contracts';
import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { useEffect, useRef } from 'react';

/**
 * When the form the server rendered was first on screen, if it was there before this code
 * arrived (the form's code loads when the reader nears it, or touches it): the page's first
 * paint, as an epoch time. A visitor who taps the field at once and lets the browser fill it in
 * has still had the form before them since then, not only since the code arrived.
 */
function serverFormShownAt(): number | undefined {
  if (typeof document === 'undefined' || !document.querySelector(`#${SECTION_IDS.joinWaitlist} form`)) return undefined;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.round(performance.timeOrigin + firstPaint);
}
let fromServer = serverFormShownAt();

/**
 * What the form can tell the server about who filled it in: whether the field people never
 * see was filled, and how long the form was on screen before it was sent.
 */
export function useBotSignals() {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    // The server's form counts once: a later visit to the page renders a new one.
    shownAt.current = fromServer ?? Date.now();
    fromServer = undefined;
  }, []);
  return {
    honeypot,
    read(): SignupBotSignals {
      return {
        ...(honeypot.current?.value ? { website: '1' } : {}),
        ...(shownAt.current === null ? {} : { fillMs: Math.max(0, Date.now() - shownAt.current) }),
      };
    },
  };
}
