import { Suspense, use, useEffect, type ComponentType } from 'react';

export interface DeferredSectionOptions {
  /** The section's element id: in the server's HTML, it is taken over when it nears the viewport. */
  id: string;
  load: () => Promise<ComponentType>;
  /** Window events meant for the section (its form listens for them): heard before its code is there, played again once it is. */
  replayEvents?: readonly string[];
}

export interface DeferredSection {
  /** Renders the section: at once once loaded, else (in the browser) when it is needed. */
  Section: ComponentType;
  /** Loads the section's code; the server awaits it so that it renders the section in full. */
  preload: () => Promise<void>;
}

// How far below the viewport a section starts loading: about a phone screen ahead of the reader.
const LOAD_AHEAD = '800px 0px';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A section of a server-rendered page whose code, and whatever it imports (a form's schemas,
 * Radix parts), loads when the reader comes near it or touches it, not with the first view.
 * Until then React keeps the server's HTML (a suspended boundary), so nothing moves and the
 * section reads as it will. A press or a submission made before the code arrived is held and
 * made again once it has (React drops those on a part it has not taken over), and so are the
 * window events the section listens for. A page rendered in the browser loads it at once.
 */
export function deferSection({ id, load, replayEvents = [] }: DeferredSectionOptions): DeferredSection {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let needed: Promise<void> | undefined;
  let start = () => {};
  let shown = false;
  let mounted = false;
  let heldEvents: Event[] = [];
  let heldAction: (() => void) | undefined;

  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed load is tried again by the next render (the remote's Try again).
        loading = undefined;
        needed = undefined;
        throw error;
      },
    ));

  /** Resolves once the code is there; loading starts when the section nears the viewport or is touched. */
  function need(): Promise<void> {
    if (needed) return needed;
    let open = () => {};
    needed = new Promise<void>((resolve) => {
      open = resolve;
    }).then(preload);
    const section = document.getElementById(id);
    if (!section || typeof IntersectionObserver === 'undefined') {
      start = open;
    } else {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      }, { rootMargin: LOAD_AHEAD });
      observer.observe(section);
      section.addEventListener('focusin', () => start(), { once: true });
      start = () => {
        observer.disconnect();
        open();
      };
    }
    // No server HTML to keep (the page was rendered in the browser): load at once.
    if (!section) start();
    return needed;
  }

  const loadNow = () => {
    void need();
    start();
  };

  const inSection = (target: EventTarget | null): target is Element =>
    target instanceof Element && target.closest(`#${CSS.escape(id)}`) !== null;

  /** Until the section is taken over: a press on one of its buttons, or a submission, is held. */
  function holdUntilMounted(event: Event) {
    if (!shown || mounted || !inSection(event.target)) return;
    loadNow();
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      event.preventDefault();
      heldAction = () => form.requestSubmit();
      return;
    }
    const button = event.target.closest('button, [role="button"], [role="checkbox"], [role="combobox"]');
    if (event.type === 'click' && button instanceof HTMLElement) {
      event.preventDefault();
      heldAction = () => button.click();
    }
  }

  if (typeof window !== 'undefined') {
    // Capture on the document: React stops the events it cannot deliver yet at its root.
    document.addEventListener('click', holdUntilMounted, true);
    document.addEventListener('submit', holdUntilMounted, true);
    for (const type of replayEvents) {
      window.addEventListener(type, (event) => {
        if (!shown || mounted) return;
        heldEvents.push(event);
        loadNow();
      });
    }
  }

  /** Rendered after the section's content, so its effect runs once the content's own have. */
  function Replay() {
    useEffect(() => {
      mounted = true;
      const events = heldEvents;
      const action = heldAction;
      heldEvents = [];
      heldAction = undefined;
      for (const event of events) {
        window.dispatchEvent(new CustomEvent(event.type, { detail: event instanceof CustomEvent ? event.detail : undefined }));
      }
      // After the next frame: what the content adopted on mount (typed text) has rendered by then.
      if (action) void nextFrame().then(action);
      return () => {
        mounted = false;
      };
    }, []);
    return null;
  }

  function Content() {
    if (!Loaded) use(typeof window === 'undefined' ? preload() : need());
    return Loaded ? <Loaded /> : null;
  }

  function Section() {
    useEffect(() => {
      shown = true;
      return () => {
        shown = false;
        heldEvents = [];
        heldAction = undefined;
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Content />
        <Replay />
      </Suspense>
    );
  }

  return { Section, preload };
}
