import { register } from 'node:module';
import type { Span } from '@opentelemetry/api';
import { readTracingConfig } from '../config';
import { sqlShape, withoutQuery } from './safe-attributes';

export interface Tracing {
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

// Probes and scrapes every few seconds would bury the requests worth tracing.
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/;

/** The attributes that would carry a URL's query: rewritten without it. */
function dropQueries(span: Span, attributes: Record<string, unknown>): void {
  for (const key of ['http.target', 'http.url', 'url.full', 'url.query']) {
    const value = attributes[key];
    if (typeof value === 'string') span.setAttribute(key, key === 'url.query' ? '' : withoutQuery(value));
  }
}

/**
 * Starts OpenTelemetry for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans for
 * incoming and outgoing HTTP (W3C traceparent read and sent on every hop, fetch included),
 * express routes and PostgreSQL queries, exported over OTLP/HTTP. Call it before the service's
 * own modules load (main.ts imports them afterwards), so express and pg are seen loading.
 */
export interface TracingOptions {
  /**
   * The edge (the gateway): every request comes from outside, so a trace starts here. The
   * traceparent, tracestate and baggage a client sends are ignored; otherwise anyone could
   * choose their requests' trace ids and have every one recorded. Calls onwards carry ours.
   */
  edge?: boolean;
}

export async function startTracing(
  service: string,
  env?: Record<string, string | undefined>,
  options: TracingOptions = {},
): Promise<Tracing> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: ratio } = readTracingConfig(env);
  if (!endpoint) return { shutdown: async () => undefined };
  // ESM imports of express and pg reach the instrumentations only through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Loaded only when tracing is on: a process without it does not pay for the SDK at start.
  const [
    { OTLPTraceExporter },
    { ExpressInstrumentation, ExpressLayerType },
    { HttpInstrumentation },
    { PgInstrumentation },
    { UndiciInstrumentation },
    { resourceFromAttributes },
    { NodeSDK, core },
    { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler },
  ] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
  ]);
  const w3c = new core.CompositePropagator({
    propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
  });
  const sdk = new NodeSDK({
    // At the edge the headers are written on every call onwards and never read from a request.
    textMapPropagator: options.edge
      ? {
          inject: (ctx, carrier, setter) => w3c.inject(ctx, carrier, setter),
          extract: (ctx) => ctx,
          fields: () => w3c.fields(),
        }
      : w3c,
    resource: resourceFromAttributes({ 'service.name': service }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 500,
      }),
    ],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? ''),
        requestHook: (span) =>
          dropQueries(span, (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {}),
      }),
      // One span per route handler; a span per middleware (a dozen a request) costs more than it tells.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      new PgInstrumentation({
        requireParentSpan: true,
        requestHook: (span, info) => span.setAttribute('db.query.text', sqlShape(info.query.text)),
      }),
      new UndiciInstrumentation({
        requestHook: (span) =>
          dropQueries(span, (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {}),
      }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
