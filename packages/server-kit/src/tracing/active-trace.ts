import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/** Trace and span ids of the active span, for a log line; nothing when tracing is off. */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C headers (`traceparent`) of the active span, for a call the instrumentations do not see. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** version-traceid-spanid-flags, lower-case hex, as W3C Trace Context writes it. */
const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/**
 * The active span's W3C `traceparent` (ids and the sampled flag, nothing else), to keep with
 * work that runs later, elsewhere; null when tracing is off.
 */
export function activeTraceparent(): string | null {
  const value = traceHeaders().traceparent;
  return value && TRACEPARENT.test(value) ? value : null;
}

/**
 * Runs `work` in a span of the trace `traceparent` names (kept when the work was queued), so
 * work done later joins the request that asked for it; without one, in a trace of its own.
 * Spans of calls made inside (HTTP, SQL) hang from it, and outgoing calls carry its traceparent.
 * With tracing off it just runs `work`.
 */
export function inSpanContinuing<T>(
  traceparent: string | null,
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
  const span = trace.getTracer('fresh-pouf').startSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent);
  // Work of a trace nobody records runs in no context at all: a span in it, even one that
  // records nothing, would have the pg instrumentation work on each of its queries.
  if (!span.isRecording()) {
    span.end();
    return work(span);
  }
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}
