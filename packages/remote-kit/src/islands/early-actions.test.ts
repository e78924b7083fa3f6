// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installEarlyActions } from './early-actions';

const PAGE = `
  <form method="get" action="/#landing-spot" data-ticks="the-box" data-raises="boxWanted">
    <input type="hidden" name="wanted" value="true"><button type="submit">Want it</button>
  </form>
  <form method="get" action="/#landing-spot" data-ticks="no-such-box"><button type="submit">Elsewhere</button></form>
  <span id="landing-spot"></span>
  <input type="checkbox" id="the-box">`;

let uninstall = () => {};
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Presses a form's button; true when the press would still load a page. */
function press(name: string): boolean {
  let loads = false;
  const last = (event: Event) => {
    loads = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('submit', last);
  [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click();
  window.removeEventListener('submit', last);
  return loads;
}

describe('installEarlyActions', () => {
  it("ticks the named box, raises the event, glides to the form's #hash and focuses the box, with no page load", () => {
    document.body.innerHTML = PAGE;
    const scroll = vi
      .spyOn(document.getElementById('landing-spot') as HTMLElement, 'scrollIntoView')
      .mockImplementation(() => {});
    const raised = vi.fn();
    window.addEventListener('boxWanted', raised);
    const changed = vi.fn();
    document.getElementById('the-box')?.addEventListener('change', changed);
    uninstall = installEarlyActions();

    expect(press('Want it')).toBe(false);

    expect((document.getElementById('the-box') as HTMLInputElement).checked).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
    expect(raised).toHaveBeenCalledOnce();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('the-box');
    window.removeEventListener('boxWanted', raised);
  });

  it('never unticks: a second press leaves the box ticked', () => {
    document.body.innerHTML = PAGE;
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    uninstall = installEarlyActions();
    press('Want it');
    press('Want it');
    expect((document.getElementById('the-box') as HTMLInputElement).checked).toBe(true);
  });

  it('glides without motion for a visitor who asks for less', () => {
    document.body.innerHTML = PAGE;
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const scroll = vi
      .spyOn(document.getElementById('landing-spot') as HTMLElement, 'scrollIntoView')
      .mockImplementation(() => {});
    uninstall = installEarlyActions();
    press('Want it');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto' });
  });

  it('leaves the press to the browser when the box is not on this page, and a press some code took to that code', () => {
    document.body.innerHTML = PAGE;
    uninstall = installEarlyActions();
    expect(press('Elsewhere')).toBe(true);

    const taken = (event: Event) => event.preventDefault();
    document.addEventListener('submit', taken);
    press('Want it');
    document.removeEventListener('submit', taken);
    expect((document.getElementById('the-box') as HTMLInputElement).checked).toBe(false);
  });

  it('does nothing once uninstalled', () => {
    document.body.innerHTML = PAGE;
    installEarlyActions()();
    expect(press('Want it')).toBe(true);
    expect((document.getElementById('the-box') as HTMLInputElement).checked).toBe(false);
  });
});
