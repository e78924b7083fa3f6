import { type Attributes, context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { withoutQuery } from './safe-attributes';

/**
 * A call onwards that this process traces itself (core-client's calls to core, the gateway's
 * proxy to a BFF), for the services started with `ownClientSpans`: their http.request is left
 * unwrapped, so a call outside a recorded trace costs nothing. Inside one, the call gets a client
 * span and `carrier` its W3C headers; outside, nothing happens and undefined comes back.
 * `targetOf` names the address called: asked only for a recorded call, so the calls of requests
 * nobody records parse no URL for it.
 */
export function startClientSpan(
  method: string,
  targetOf: () => URL,
  carrier: Record<string, string>,
): Span | undefined {
  const active = context.active();
  if (!trace.getSpan(active)?.isRecording()) return undefined;
  const target = targetOf();
  const span = trace.getTracer('fresh-pouf').startSpan(method, {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': method,
      'server.address': target.hostname,
      'server.port': Number(target.port) || (target.protocol === 'https:' ? 443 : 80),
      'url.full': withoutQuery(target.href),
    },
  });
  propagation.inject(trace.setSpan(active, span), carrier);
  return span;
}

/**
 * Ends a span from startClientSpan with the answer's status, or as failed when there was none;
 * the first end counts (an error after the answer ended changes nothing).
 */
export function endClientSpan(span: Span | undefined, status: number | undefined): void {
  if (!span?.isRecording()) return;
  if (status === undefined) span.setStatus({ code: SpanStatusCode.ERROR });
  else {
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * Work that calls another service through its own SDK (Stripe's), for the same services: one
 * client span of the recorded trace it belongs to, failed when the work throws. Outside a
 * recorded trace it is just the work.
 */
export async function inClientSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const active = context.active();
  if (!trace.getSpan(active)?.isRecording()) return work();
  const span = trace.getTracer('fresh-pouf').startSpan(name, { kind: SpanKind.CLIENT, attributes });
  try {
    return await context.with(trace.setSpan(active, span), work);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
