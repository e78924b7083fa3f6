// Inlined into the shell's page head (the host's build bundles it, see @fresh-pouf/rspack-config):
// it must import nothing and stay a few hundred bytes.

/** On a GET form: the id of a checkbox on this page that the form's press ticks. */
export const TICKS_ATTRIBUTE = 'data-ticks';
/** On the same form: the name of a window event its press raises as well (for the island that hears it). */
export const RAISES_ATTRIBUTE = 'data-raises';

/**
 * A press whose answer is on the page already needs no page load and no island's code. A GET
 * form marked `data-ticks` (it sends its choice in the address when nothing handles it, without
 * JavaScript) instead ticks that box here, raises its `data-raises` event, glides to the form's
 * #hash and focuses the box: the same from the first paint to long after every island is taken
 * over, so an island never handles it too. The box's island adopts the tick when it is taken
 * over, as it adopts anything typed before. A form some code already handled is left alone.
 * Returns the uninstaller (tests).
 */
export function installEarlyActions(): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const boxId = form.getAttribute(TICKS_ATTRIBUTE);
    const box = boxId ? document.getElementById(boxId) : null;
    if (!(box instanceof HTMLInputElement)) return;
    event.preventDefault();
    // A click, not `checked = true`: it is what the box's own handlers hear, before and after its code.
    if (!box.checked) box.click();
    const raises = form.getAttribute(RAISES_ATTRIBUTE);
    if (raises) window.dispatchEvent(new Event(raises));
    const anchor = document.getElementById(new URL(form.action, location.href).hash.slice(1)) ?? box;
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    anchor.scrollIntoView({ behavior: still ? 'auto' : 'smooth' });
    box.focus({ preventScroll: true });
  };
  window.addEventListener('submit', onSubmit);
  return () => window.removeEventListener('submit', onSubmit);
}
