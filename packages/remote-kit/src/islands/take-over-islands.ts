// Plain DOM, no React: this is all an islands page runs before an island is needed.
import { ISLAND_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from './island-attributes';

/** Takes one island over (loads its code, hydrates it); the page's host provides it. */
export type TakeOverIsland = (element: HTMLElement, owner: string, name: string) => Promise<void>;

// About a phone screen ahead of the reader: the code is there by the time they reach the part.
const LOAD_AHEAD = '800px 0px';
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * The browser's side of islands, and all the script an islands page runs at first: it finds
 * the page's `<Island>` parts and, for each, waits until it nears the viewport (`visible`) or is
 * touched, then has `takeOver` load its code and hydrate it. A touch's own effect (a link
 * followed, a form posted, a box ticked) happens as HTML meanwhile, so nothing is held or
 * played again; what was entered is there when the island is taken over. An island whose code
 * fails stays as it is, working as HTML.
 */
export function takeOverIslands(takeOver: TakeOverIsland, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const [owner = '', name = ''] = (element.getAttribute(ISLAND_ATTRIBUTE) ?? '').split(':');
    const watched =
      element.getAttribute(ISLAND_WHEN_ATTRIBUTE) !== 'touch' && typeof IntersectionObserver !== 'undefined';
    const observer = watched
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          },
          { rootMargin: LOAD_AHEAD },
        )
      : undefined;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of TOUCHES) element.removeEventListener(type, start, true);
      takeOver(element, owner, name).catch((error: unknown) => {
        console.error(`[islands] ${owner}:${name} stays as HTML:`, error);
      });
    };
    for (const type of TOUCHES) element.addEventListener(type, start, { capture: true });
    // The island's wrapper has no box of its own (display: contents): watch what it holds.
    if (observer) for (const child of element.children) observer.observe(child);
  }
}
