import type { ComponentType } from 'react';

/**
 * What a remote's `Islands` module exports as default (and the shell keeps for its own): each
 * island's component by name, loaded on its own, so a page loads the code of the islands it has.
 */
export type IslandRegistry = Readonly<Record<string, () => Promise<ComponentType>>>;
