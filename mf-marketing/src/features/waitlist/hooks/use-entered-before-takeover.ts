import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { useEffect } from 'react';

/** A control's name in the form -> what the visitor left in it (a checkbox: 'on' or ''). */
export type EnteredValues = Partial<Record<string, string>>;

const FORM = `#${SECTION_IDS.joinWaitlist} form`;

function valueOf(control: Element): [string, string] | undefined {
  if (control instanceof HTMLInputElement && control.type !== 'hidden' && control.name) {
    return [control.name, control.type === 'checkbox' ? (control.checked ? 'on' : '') : control.value];
  }
  if (control instanceof HTMLSelectElement && control.name) return [control.name, control.value];
  return undefined;
}

/**
 * The form arrives server-rendered and works as HTML, so a quick visitor can type, pick and tick
 * before the page is taken over, and taking over puts React's values back. So from the moment
 * this code loads (before the takeover) what is entered in the server's controls is noted, and
 * adopted on mount.
 */
const entered: EnteredValues = {};
let stopNoting = () => {};
if (typeof document !== 'undefined') {
  const note = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(FORM)) return;
    const entry = valueOf(event.target);
    if (entry) entered[entry[0]] = entry[1];
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  stopNoting = () => {
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
  };
  // What was entered before this code arrived at all: whatever differs from what the server drew.
  for (const control of document.querySelectorAll(`${FORM} input, ${FORM} select`)) {
    const entry = valueOf(control);
    const drawn =
      control instanceof HTMLInputElement
        ? control.type === 'checkbox'
          ? control.defaultChecked
            ? 'on'
            : ''
          : control.defaultValue
        : control instanceof HTMLSelectElement
          ? ([...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value)
          : undefined;
    if (entry && entry[1] !== drawn) entered[entry[0]] = entry[1];
  }
}

export function useEnteredBeforeTakeover(adopt: (values: EnteredValues) => void): void {
  useEffect(() => {
    // Taken over: from here on the controls' own handlers hear every change.
    stopNoting();
    const values = { ...entered };
    for (const name of Object.keys(entered)) delete entered[name];
    if (Object.keys(values).length > 0) adopt(values);
    // Once, on mount: later changes go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
