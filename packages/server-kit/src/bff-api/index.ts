export * from './bff-route-server';
