export { Island, type IslandProps } from './island';
export { ISLAND_LIVE_ATTRIBUTE, type IslandWhen } from './island-attributes';
export type { IslandRegistry } from './island-registry';
export { takeOverIslands, type TakeOverIsland } from './take-over-islands';
export { useTakenOver } from './use-taken-over';
