import type { RefObject } from 'react';

/**
 * A field people never meet: off screen, out of the tab order and hidden from assistive
 * technology (inert). Form-filling bots fill it, and their sign-up is quietly not kept.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="mk-waitlist-form__hp" inert>
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
