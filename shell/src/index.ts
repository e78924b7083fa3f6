import { readBootState } from './app/boot-state';

// The async boundary lets Module Federation negotiate shared singletons before React loads.
// An islands page (the server's HTML is the page) runs only the watcher of its islands at
// first; any other page is taken over, or rendered, whole.
if (readBootState()?.islands) import(/* webpackChunkName: "islands" */ './islands/island-page');
else import(/* webpackChunkName: "bootstrap" */ './bootstrap');
