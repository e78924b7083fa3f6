export * from './render-with-providers';
export * from './server-page';
export * from './stub-requests';
export * from './take-over';
export * from './send-form';
