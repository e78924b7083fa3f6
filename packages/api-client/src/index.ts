export * from './api-request';
export * from './query-client';
export { apiOriginOf } from './api-origin';
export * from './idempotent-request';
export * from './attribution-headers';
export * from './signup-signals';
export * from './route-client';
