export * from './start-tracing';
export * from './safe-attributes';
