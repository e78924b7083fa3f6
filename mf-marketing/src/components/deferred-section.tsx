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
const WRAPPER_ATTRIBUTE = 'data-deferred-section';

// A promise React reads as settled without waiting (its own convention for thenables).
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * A section of a server-rendered page whose code, and whatever it imports (a form's schemas,
 * Radix parts), loads when the reader comes near it or touches it, not with the first view.
 * Until then React keeps the server's HTML of it (a suspended boundary: nothing moves, the
 * section reads as it will, a field keeps what is typed in it) and takes it over, the same
 * nodes, once the code is there. React also asks for the section when anything above it
 * changes (a navigation: it cannot tell whether the section reads that change), so that starts
 * the load too: the update waits for the section rather than dropping the server's HTML. The
 * section works as HTML until then (its form posts to the server, its controls are the
 * browser's own), so nothing the reader does needs holding; only the window events it listens
 * for are played again once it is there. A page rendered in the browser loads it at once.
 */
export function deferSection({ id, load, replayEvents = [] }: DeferredSectionOptions): DeferredSection {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let needed: Promise<void> | undefined;
  let start = () => {};
  let shown = false;
  let mounted = false;
  let heldEvents: Event[] = [];
  let attempts = 0;

  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed load is tried again the next time the section is needed.
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
    if (section && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      }, { rootMargin: LOAD_AHEAD });
      observer.observe(section);
      section.addEventListener('focusin', () => start(), { once: true });
      start = () => {
        observer.disconnect();
        open();
      };
    } else {
      start = open;
      // No server HTML to keep (the page was rendered in the browser): load at once.
      start();
    }
    return needed;
  }

  const loadNow = () => {
    void need();
    start();
  };

  if (typeof window !== 'undefined') {
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
      heldEvents = [];
      for (const event of events) {
        window.dispatchEvent(new CustomEvent(event.type, { detail: event instanceof CustomEvent ? event.detail : undefined }));
      }
      return () => {
        mounted = false;
      };
    }, []);
    return null;
  }

  function Content() {
    // One use() on every render (React asks for that): of a promise already settled once loaded.
    if (Loaded) use(SETTLED);
    else if (typeof window === 'undefined') use(preload());
    else {
      // The first attempt is the page's takeover; any later one is React asking for the section
      // because something above it changed: load it now.
      attempts += 1;
      if (attempts > 1) loadNow();
      use(need());
    }
    return Loaded ? <Loaded /> : null;
  }

  function Section() {
    useEffect(() => {
      shown = true;
      return () => {
        shown = false;
        heldEvents = [];
      };
    }, []);
    return (
      <div {...{ [WRAPPER_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Content />
          <Replay />
        </Suspense>
      </div>
    );
  }

  return { Section, preload };
}
