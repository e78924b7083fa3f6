// The front ends `npm start` serves, in build order. A new remote is added here and in the gateway config.
export const FRONTENDS = ['shell', 'mf-marketing', 'mf-admin', 'mf-checkout', 'mf-blog'];

/** Folders every front-end build reads besides its own. */
export const SHARED_INPUTS = [
  'packages/ui',
  'packages/contracts',
  'packages/api-client',
  'packages/remote-kit',
  'packages/rspack-config',
];
