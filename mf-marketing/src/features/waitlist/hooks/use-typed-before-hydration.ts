import { useEffect } from 'react';

const FIELDS = ['fullName', 'email'] as const;
type TypedField = (typeof FIELDS)[number];

/**
 * The form arrives server-rendered, so a quick visitor can type before the page is taken over,
 * and taking over puts React's empty values back. So from the moment this code loads (before
 * the page is taken over) what is typed into the server's fields is noted, and adopted on mount.
 */
const typed: Partial<Record<TypedField, string>> = {};
let stopNoting = () => {};
if (typeof document !== 'undefined') {
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.closest('#join-waitlist') && (FIELDS as readonly string[]).includes(field.name)) {
      typed[field.name as TypedField] = field.value;
    }
  };
  document.addEventListener('input', note, true);
  stopNoting = () => document.removeEventListener('input', note, true);
  // What was typed before this code arrived at all.
  for (const name of FIELDS) {
    const field = document.querySelector(`#join-waitlist input[name="${name}"]`);
    if (field instanceof HTMLInputElement && field.value) typed[name] = field.value;
  }
}

export function useTypedBeforeHydration(adopt: Record<TypedField, (value: string) => void>): void {
  useEffect(() => {
    // Taken over: from here on the fields' own handlers hear every keystroke.
    stopNoting();
    for (const name of FIELDS) {
      const value = typed[name];
      if (value) adopt[name](value);
      delete typed[name];
    }
    // Once, on mount: later typing goes through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
