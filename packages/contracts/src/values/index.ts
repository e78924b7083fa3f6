// The contracts' plain values: constants and small functions, without zod. A page's first view
// imports these ('@fresh-pouf/contracts/values', about 2 KB) and leaves the schemas (and zod,
// about 40 KB gzip) for when it checks an input or an answer. The main entry exports them too.
export * from './attribution';
export * from './brand';
export * from './counts';
export * from './pages';
export * from './plans';
export * from './site';
export * from './storage-keys';
export * from './route-table';
export type * from './server-render';
