export * from './core-client';
export * from './route-server';
export * from './wire';
