export * from './plans';
export * from './waitlist';
export * from './form-state';
export * from './storage-keys';
export * from './api-error';
export * from './brand';
export * from './site';
export * from './rate-limit';
