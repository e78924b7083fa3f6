export * from './service-metrics';
export * from './http-metrics';
export * from './metrics-server';
export * from './metrics-config';
export * from './metrics-text';
export * from './serve-with-metrics';
