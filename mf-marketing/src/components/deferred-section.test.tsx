import { act, createContext, startTransition, useContext, useEffect, useState, type FormEvent } from 'react';
import { releaseTakeOvers, takeOver } from '@fresh-pouf/remote-kit/testing';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferSection } from './deferred-section';

const PICK_EVENT = 'test:pick';

/** A section with what the waitlist form has: a window event it listens for, a button, a form. */
function Later() {
  const [picked, setPicked] = useState('nothing');
  const [presses, setPresses] = useState(0);
  const [sent, setSent] = useState(0);
  useEffect(() => {
    const listener = (event: Event) => setPicked(String((event as CustomEvent<string>).detail));
    window.addEventListener(PICK_EVENT, listener);
    return () => window.removeEventListener(PICK_EVENT, listener);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent((n) => n + 1);
  };
  return (
    <section id="later">
      <p>Picked {picked}</p>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Press
      </button>
      <p>Pressed {presses}</p>
      <form onSubmit={submit}>
        <input name="name" defaultValue="" />
        <input name="email" type="email" defaultValue="" />
        <p>Sent {sent}</p>
      </form>
    </section>
  );
}

/** The server's HTML of the section: rendered in full, as the server does after preload(). */
async function serverHtml(): Promise<string> {
  const server = deferSection({ id: 'later', load: () => Promise.resolve(Later) });
  await server.preload();
  return renderToString(<server.Section />);
}

/** A browser-side section whose code arrives when the test says so. */
function browserSection() {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Later>((resolve) => {
        arrive = () => resolve(Later);
      }),
  );
  const section = deferSection({ id: 'later', load, replayEvents: [PICK_EVENT] });
  return { section, load, arrive: () => arrive() };
}

let container: HTMLElement;
const text = () => container.textContent ?? '';

beforeEach(() => {
  // A section far below the viewport: the observer never reports it (the tests touch it instead).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  releaseTakeOvers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deferSection', () => {
  it('keeps the server HTML without loading the code until the section is needed', async () => {
    const { section, load } = browserSection();
    const errors = vi.spyOn(console, 'error');

    container = await takeOver(await serverHtml(), <section.Section />);

    expect(load).not.toHaveBeenCalled();
    expect(text()).toContain('Picked nothing');
    expect(text()).toContain('Pressed 0');
    expect(errors).not.toHaveBeenCalled();
  });

  it('loads when the page around it changes (a navigation), which then goes through', async () => {
    const Place = createContext('/');
    let go = (_path: string) => {};
    function Page() {
      const [path, setPath] = useState('/');
      useEffect(() => {
        go = (next) => startTransition(() => setPath(next));
      }, []);
      return (
        <Place.Provider value={path}>
          <Where />
          <section.Section />
        </Place.Provider>
      );
    }
    function Where() {
      return <p>At {useContext(Place)}</p>;
    }
    const serverSection = deferSection({ id: 'later', load: () => Promise.resolve(Later) });
    await serverSection.preload();
    const { section, load, arrive } = browserSection();
    const html = renderToString(
      <Place.Provider value="/">
        <Where />
        <serverSection.Section />
      </Place.Provider>,
    );
    container = await takeOver(html, <Page />);
    const button = container.querySelector('button');

    await act(async () => go('/#pricing'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => arrive());

    await vi.waitFor(() => expect(text()).toContain('At /#pricing'));
    expect(text()).toContain('Picked nothing');
    // Taken over, not drawn anew: the server's nodes are the live ones.
    expect(container.querySelector('button')).toBe(button);
  });

  it('loads on an event meant for the section, then plays it again once the section is there', async () => {
    const { section, load, arrive } = browserSection();
    container = await takeOver(await serverHtml(), <section.Section />);

    window.dispatchEvent(new CustomEvent(PICK_EVENT, { detail: 'family' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(text()).toContain('Picked nothing');

    await act(async () => arrive());

    await vi.waitFor(() => expect(text()).toContain('Picked family'));
  });

  it("leaves a submission made before the code arrived to the browser: the form posts as HTML, nothing is held", async () => {
    const { section, load } = browserSection();
    container = await takeOver(await serverHtml(), <section.Section />);

    const form = container.querySelector('form');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submitted);

    expect(submitted.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps what is typed, and the keyboard, in a field reached before the code arrived', async () => {
    const { section, load, arrive } = browserSection();
    container = await takeOver(await serverHtml(), <section.Section />);

    const field = container.querySelector('input[type="email"]');
    if (!(field instanceof HTMLInputElement)) throw new Error('no e-mail field');
    field.focus();
    // Reaching a field (a tap, or Tab) loads the section's code.
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'ada@example.com';
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => arrive());

    await vi.waitFor(() => expect(text()).toContain('Picked nothing'));
    expect(container.querySelector('input[type="email"]')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('ada@example.com');
  });

  it('loads at once on a page rendered in the browser (no server HTML to keep)', async () => {
    const { section, load, arrive } = browserSection();
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<section.Section />));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    await vi.waitFor(() => expect(text()).toContain('Picked nothing'));
    act(() => root.unmount());
    container.remove();
  });
});
