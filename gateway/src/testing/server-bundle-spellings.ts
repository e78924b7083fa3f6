/** Ways to spell the address of a server bundle (the shell's, a remote's) that a browser must never be handed. */
export const SERVER_BUNDLE_SPELLINGS = [
  '/server/ssr.js',
  '/%73erver/ssr.js',
  '//server/ssr.js',
  '/mf/marketing/server/remoteEntry.js',
  '/mf/marketing/%73erver/remoteEntry.js',
  '/mf/marketing//server/remoteEntry.js',
] as const;
