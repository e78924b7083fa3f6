import { startTracing } from '@fresh-pouf/server-kit/tracing';

// Tracing first: the service's modules (express, pg, ...) load only once it is listening for them.
// The edge: a trace starts here, whatever trace headers a client sends.
const tracing = await startTracing('gateway', undefined, { edge: true, ownClientSpans: true });
const { serve } = await import('./serve');
await serve(tracing);
