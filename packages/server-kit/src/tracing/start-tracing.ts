import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { type Span, SpanKind, context, trace } from '@opentelemetry/api';
import type { Sampler } from '@opentelemetry/sdk-trace-base';
import { readTracingConfig } from '../config';
import { sqlShape, withoutQuery } from './safe-attributes';
import { traceBudget } from './trace-budget';
import { setUntracedRequests } from './untraced-requests';

export interface Tracing {
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

// Probes and scrapes every few seconds would bury the requests worth tracing.
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/;

/** version-traceid-spanid-flags; the flags' lowest bit is "sampled". */
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-([\da-f]{2})$/;

/** A request an earlier hop recorded: its traceparent says so. */
export function sampledByCaller(req: Pick<IncomingMessage, 'headers'>): boolean {
  const header = req.headers.traceparent;
  const flags = typeof header === 'string' ? TRACEPARENT.exec(header.trim())?.[1] : undefined;
  return flags !== undefined && (Number.parseInt(flags, 16) & 1) === 1;
}

/** Whether a call made now belongs to a trace being recorded (a sampled request's, a traced job's). */
const inRecordedTrace = () => trace.getSpan(context.active())?.isRecording() === true;

/** The attributes that would carry a URL's query: rewritten without it. */
function dropQueries(span: Span, attributes: Record<string, unknown>): void {
  for (const key of ['http.target', 'http.url', 'url.full', 'url.query']) {
    const value = attributes[key];
    if (typeof value === 'string') span.setAttribute(key, key === 'url.query' ? '' : withoutQuery(value));
  }
}

export interface TracingOptions {
  /**
   * The edge (the gateway): every request comes from outside, so a trace starts here. The
   * traceparent, tracestate and baggage a client sends are ignored; otherwise anyone could
   * choose their requests' trace ids and have every one recorded. Calls onwards carry ours.
   */
  edge?: boolean;
  /**
   * The process makes its HTTP calls onwards through core-client or the gateway's proxy, which
   * trace them themselves (client-span.ts): http.request is left unwrapped, so the calls of the
   * requests not recorded skip the instrumentation's parsing of every call's options.
   */
  ownClientSpans?: boolean;
}

/**
 * Starts OpenTelemetry for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans for
 * incoming and outgoing HTTP of the requests the edge samples (W3C traceparent read and sent on
 * every hop, fetch included), named after their route, and their PostgreSQL queries, exported
 * over OTLP/HTTP. Call it before the service's own modules load (main.ts imports them
 * afterwards), so pg is seen loading.
 */
export async function startTracing(
  service: string,
  env?: Record<string, string | undefined>,
  options: TracingOptions = {},
): Promise<Tracing> {
  const {
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_TRACES_SAMPLER_ARG: ratio,
    TRACES_MAX_PER_SECOND: perSecond,
  } = readTracingConfig(env);
  if (!endpoint) return { shutdown: async () => undefined };
  // ESM imports of express and pg reach the instrumentations only through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Loaded only when tracing is on: a process without it does not pay for the SDK at start.
  const [
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { UndiciInstrumentation },
    { resourceFromAttributes },
    { NodeSDK, core },
    { BatchSpanProcessor, ParentBasedSampler, SamplingDecision, TraceIdRatioBasedSampler },
    { quietWhenNothingRecords, RecordedContextManager },
  ] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('./recorded-context'),
  ]);
  const w3c = new core.CompositePropagator({
    propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
  });
  const drawn = new TraceIdRatioBasedSampler(ratio);
  // Under heavy load a recorded trace is nearly always open somewhere, and while one is, every
  // promise of every request pays for carrying its context (recorded-context.ts): the budget
  // keeps that to a few traces a second, however many requests arrive.
  const budget = traceBudget(perSecond);
  /**
   * Which requests are traced is decided before any instrumentation works on them (below): a
   * server span exists only for a request that is recorded, so it is. Other roots (a job, an
   * e-mail whose request was not recorded) are drawn at the same ratio, within the same budget.
   */
  const root: Sampler = {
    shouldSample: (ctx, traceId, _name, kind) => {
      if (kind === SpanKind.SERVER) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
      const draw = drawn.shouldSample(ctx, traceId);
      return draw.decision === SamplingDecision.RECORD_AND_SAMPLED && !budget.take()
        ? { decision: SamplingDecision.NOT_RECORD }
        : draw;
    },
    toString: () => `RequestsDrawnAtTheEdge{${drawn.toString()}, at most ${perSecond}/s}`,
  };
  /**
   * A request that will not be recorded gets no span at all, on any hop: the instrumentations
   * skip it (tracing suppressed for it, no context to carry), so the 95 % of requests not sampled
   * cost a header check instead of a span's attributes, context and hooks on every hop. The edge
   * draws each request; the hops behind it trace only what their caller recorded (its
   * traceparent's sampled flag), so a trace is whole or absent.
   */
  const untraced = setUntracedRequests(
    options.edge
      ? (req) => UNTRACED.test(req.url ?? '') || Math.random() >= ratio || !budget.take()
      : (req) => UNTRACED.test(req.url ?? '') || !sampledByCaller(req),
  );
  const contextManager = new RecordedContextManager();
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
    sampler: new ParentBasedSampler({ root }),
    // Traces only. Left unset, the SDK would also keep OpenTelemetry metrics of every traced
    // request and query, and a log pipeline, exported over OTLP nobody reads: /metrics is the
    // metrics' way out (metrics/), pino the logs'.
    metricReaders: [],
    logRecordProcessors: [],
    contextManager,
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 500,
      }),
      quietWhenNothingRecords(contextManager),
    ],
    instrumentations: [
      new HttpInstrumentation({
        disableOutgoingRequestInstrumentation: options.ownClientSpans === true,
        ignoreIncomingRequestHook: untraced,
        // A call outside a recorded trace (an unsampled request's, a readiness probe) is not traced either.
        ignoreOutgoingRequestHook: () => !inRecordedTrace(),
        requestHook: (span) =>
          dropQueries(span, (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {}),
      }),
      // No express instrumentation: it worked on every middleware of every request, traced or not,
      // for spans that said little. The server span is named after the route instead (httpMetrics).
      new PgInstrumentation({
        requireParentSpan: true,
        requestHook: (span, info) => {
          if (span.isRecording()) span.setAttribute('db.query.text', sqlShape(info.query.text));
        },
      }),
      new UndiciInstrumentation({
        ignoreRequestHook: () => !inRecordedTrace(),
        requestHook: (span) =>
          dropQueries(span, (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {}),
      }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
