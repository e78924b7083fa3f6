import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

// React acts synchronously on updates inside act() only when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const takenOver: { root: Root; container: HTMLElement }[] = [];

/**
 * For a remote's tests: `serverHtml` (what the server sent, e.g. from renderToString) put in the
 * page, then taken over by React in the browser with `element`, as the shell's hydration does.
 * Returns the element the page is in; `releaseTakeOvers()` (afterEach) unmounts and removes it.
 */
export async function takeOver(serverHtml: string, element: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  if (root) takenOver.push({ root, container });
  return container;
}

export function releaseTakeOvers(): void {
  for (const { root, container } of takenOver.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}
