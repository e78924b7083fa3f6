export * from './route';
export * from './admin';
