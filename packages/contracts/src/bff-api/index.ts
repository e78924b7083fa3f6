export * from './route';
export * from './admin';
export * from './public';
