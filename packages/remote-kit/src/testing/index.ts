export * from './take-over';
export * from './send-form';
