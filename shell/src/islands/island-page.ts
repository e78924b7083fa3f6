import { takeOverIslands } from '@fresh-pouf/remote-kit/take-over-islands';
import { readBootState } from '../app/boot-state';
import { rememberFirstTouch } from '../app/first-touch';

// An islands page: no React, no router, no remote code until an island is needed.
rememberFirstTouch(window.location, document.referrer);

// A picture that does not load is removed rather than shown broken, as the screens' own code
// does where it runs (a blog post's cover): here no screen's code runs.
for (const image of document.querySelectorAll<HTMLImageElement>('img[data-remove-if-broken]')) {
  if (image.complete && image.naturalWidth === 0) image.remove();
  else image.addEventListener('error', () => image.remove(), { once: true });
}
const boot = readBootState();
if (boot) {
  takeOverIslands(async (element, owner, name) => {
    const { hydrateIsland } = await import(/* webpackChunkName: "island-root" */ './hydrate-island');
    await hydrateIsland(element, owner, name, boot);
  });
}
