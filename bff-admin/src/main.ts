import { startTracing } from '@fresh-pouf/server-kit/tracing';

// Tracing first: the service's modules (express, pg, ...) load only once it is listening for them.
const tracing = await startTracing('bff-admin', undefined, { ownClientSpans: true });
const { serve } = await import('./serve');
await serve(tracing);
