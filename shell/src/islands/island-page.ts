import { takeOverIslands } from '@fresh-pouf/remote-kit/take-over-islands';
import { readBootState } from '../app/boot-state';
import { rememberFirstTouch } from '../app/first-touch';

// An islands page: no React, no router, no remote code until an island is needed.
rememberFirstTouch(window.location, document.referrer);
const boot = readBootState();
if (boot) {
  takeOverIslands(async (element, owner, name) => {
    const { hydrateIsland } = await import(/* webpackChunkName: "island-root" */ './hydrate-island');
    await hydrateIsland(element, owner, name, boot);
  });
}
