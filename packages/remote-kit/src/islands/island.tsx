import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, type IslandWhen } from './island-attributes';

export interface IslandProps {
  /** Who provides the island's component: a remote's name (its `Islands` module), or 'shell'. */
  owner: string;
  /** The island's name in its owner's IslandRegistry. */
  name: string;
  when?: IslandWhen;
  /** The island's component, as the page renders it (the same component the registry loads). */
  children: ReactNode;
}

/**
 * A part of a server-rendered page that its code improves: on a route the remote publishes as
 * `islands`, the browser never takes the page over, only these parts, each on its own when it is
 * needed (takeOverIslands). Until then the part works as HTML (links, forms that post, native
 * controls). The component inside must render the same with no props, from what the page's data
 * and address say (the query cache, the URL), and use no useId(): it is taken over as a root of
 * its own. Elsewhere (a page the browser renders) it is a plain wrapper.
 */
export function Island({ owner, name, when = 'visible', children }: IslandProps) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: `${owner}:${name}`, [ISLAND_WHEN_ATTRIBUTE]: when }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
