import { type Context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** Whether `context` holds a span still being recorded (one that has ended no longer is). */
const records = (context: Context) => trace.getSpan(context)?.isRecording() === true;

/**
 * Whether `context` belongs to a recorded trace: a span of one, recording or ended, or a caller's
 * sampled parent. An unsampled or suppressed context does not.
 */
const ofSampledTrace = (context: Context) =>
  ((trace.getSpan(context)?.spanContext().traceFlags ?? TraceFlags.NONE) & TraceFlags.SAMPLED) !== 0;

/**
 * The SDK's context manager, carrying a context across awaits only while it records something.
 *
 * On Node 20 the first `AsyncLocalStorage.run` turns promise hooks on for the whole process, and
 * they stay on: from then on every promise of every request, recorded or not, pays for carrying a
 * context (promise-heavy code ran 2.7 times slower here). Only a recorded trace needs its context
 * carried, so:
 * - a context of no recorded trace, entered from no context, is entered by just calling the
 *   function: there is nothing to carry (what it would carry, a suppressed or unsampled parent,
 *   only matters when something records, and the instrumentations ask for a recording parent);
 * - such a context is not bound to a function or an emitter either (the http instrumentation
 *   binds every request it ignores, a /metrics scrape's too): called later, they run in the
 *   context current then;
 * - when the last recorded span ends, the storage is switched off, and the hooks with it, until a
 *   recorded span is entered again; a recorded trace's context entered while none is open (a
 *   recorded answer's `close` listener, its span ended on `finish`, whose log line names the
 *   trace) is entered, and the storage switched off again once it returns.
 */
export class RecordedContextManager extends AsyncLocalStorageContextManager {
  private open = 0;

  // The wrappers `bind` makes call this too, when their function or listener is called.
  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    if (this.active() !== ROOT_CONTEXT || records(context)) return super.with(context, fn, thisArg, ...args);
    if (!ofSampledTrace(context)) return fn.apply(thisArg, args);
    try {
      return super.with(context, fn, thisArg, ...args);
    } finally {
      if (this.open === 0) this.disable();
    }
  }

  override bind<T>(context: Context, target: T): T {
    return ofSampledTrace(context) ? super.bind(context, target) : target;
  }

  /** A recorded span started (the SDK's processors see only those). */
  recordedSpanStarted(): void {
    this.open += 1;
  }

  /** A recorded span ended: with none left open, the storage and the hooks are switched off. */
  recordedSpanEnded(): void {
    this.open -= 1;
    if (this.open === 0) this.disable();
  }
}

/** Tells `manager` when recorded spans start and end, so it can switch off when none is open. */
export function quietWhenNothingRecords(manager: RecordedContextManager): SpanProcessor {
  return {
    onStart: () => manager.recordedSpanStarted(),
    onEnd: () => manager.recordedSpanEnded(),
    forceFlush: async () => undefined,
    shutdown: async () => undefined,
  };
}
