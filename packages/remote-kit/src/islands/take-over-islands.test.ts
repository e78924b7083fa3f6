import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOverIslands } from './take-over-islands';

let observed: Element[] = [];
let report: (entries: { isIntersecting: boolean }[]) => void = () => {};

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed = [];
      }
    },
  );
  document.body.innerHTML = `
    <div data-island="marketing:waitlist" data-island-when="visible" style="display: contents"><form><input name="email"></form></div>
    <div data-island="shell:mobile-menu" data-island-when="touch" style="display: contents"><button>Menu</button></div>
    <p>Static text</p>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('takeOverIslands', () => {
  it('takes nothing over at first: an island waits until it nears the viewport', () => {
    const takeOver = vi.fn((_element: HTMLElement, _owner: string, _name: string) => Promise.resolve());
    takeOverIslands(takeOver);
    expect(takeOver).not.toHaveBeenCalled();
    // The visible island's content is watched (its wrapper has no box); the touch-only one is not.
    expect(observed.map((element) => element.tagName)).toEqual(['FORM']);

    report([{ isIntersecting: true }]);
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(takeOver).toHaveBeenCalledWith(
      document.querySelector('[data-island="marketing:waitlist"]'),
      'marketing',
      'waitlist',
    );
  });

  it('takes an island over when it is touched, once, whatever comes next', () => {
    const takeOver = vi.fn((_element: HTMLElement, _owner: string, _name: string) => Promise.resolve());
    takeOverIslands(takeOver);
    const button = document.querySelector('button');
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(takeOver.mock.calls.map(([, owner, name]) => `${owner}:${name}`)).toEqual(['shell:mobile-menu']);
  });

  it('leaves an island whose code fails as it is, and says so', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    takeOverIslands(() => Promise.reject(new Error('offline')));
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[islands] marketing:waitlist stays as HTML:', expect.any(Error)),
    );
    expect(document.querySelector('input')).not.toBeNull();
  });
});
