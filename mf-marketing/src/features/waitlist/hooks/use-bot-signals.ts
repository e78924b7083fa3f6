import { type SignupBotSignals } from '@fresh-pouf/contracts';
import { useEffect, useRef } from 'react';

/**
 * What the form can tell the server about who filled it in: whether the field people never
 * see was filled, and how long the form was on screen before it was sent.
 */
export function useBotSignals() {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return {
    honeypot,
    read(): SignupBotSignals {
      return {
        ...(honeypot.current?.value ? { website: '1' } : {}),
        ...(shownAt.current === null ? {} : { fillMs: Date.now() - shownAt.current }),
      };
    },
  };
}
