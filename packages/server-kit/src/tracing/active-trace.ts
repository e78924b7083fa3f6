import { context, propagation, trace } from '@opentelemetry/api';

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
