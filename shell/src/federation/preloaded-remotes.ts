import type { RemoteName } from '@fresh-pouf/contracts';
import { type ComponentType, createContext } from 'react';

export type PreloadedRemoteMap = ReadonlyMap<RemoteName, ComponentType>;

/**
 * Remote Apps already loaded when the tree first renders: on the server (each render loads
 * the route's remote first) and in the browser before hydration, so the page hydrates with
 * the markup the server sent instead of suspending on a lazy import.
 */
export const PreloadedRemotes = createContext<PreloadedRemoteMap>(new Map());
