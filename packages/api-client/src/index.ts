export * from './api-request';
export * from './query-client';
