import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while the server renders and while the browser takes the server's HTML over (a page or
 * an island), true from the render after: for what only a running script can keep true (a live
 * price, a share sheet, a state the browser held until then), drawn without a mismatch with the
 * server's HTML.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
