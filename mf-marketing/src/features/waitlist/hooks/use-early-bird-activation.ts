import { ACTIVATE_EARLY_BIRD_EVENT } from '@fresh-pouf/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EARLY_BIRD_QUERY_PARAM } from '../../../lib/early-bird';

/** Whether the page was opened with ?earlyBird (any value, even none). */
export function useEarlyBirdInUrl(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.has(EARLY_BIRD_QUERY_PARAM);
}

/**
 * docs/product/landing-and-waitlist.md#waitlist-form: the ?earlyBird query parameter and the window event activateEarlyBird both
 * tick the form's Early Bird box.
 */
export function useEarlyBirdActivation(activate: () => void): void {
  const inUrl = useEarlyBirdInUrl();
  const onActivate = useEffectEvent(activate);

  useEffect(() => {
    if (inUrl) onActivate();
  }, [inUrl]);

  useEffect(() => {
    const listener = () => onActivate();
    window.addEventListener(ACTIVATE_EARLY_BIRD_EVENT, listener);
    return () => window.removeEventListener(ACTIVATE_EARLY_BIRD_EVENT, listener);
  }, []);
}
