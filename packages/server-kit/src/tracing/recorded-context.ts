import { type Context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** Whether `context` holds a span still being recorded (one that has ended no longer is). */
const records = (context: Context) => trace.getSpan(context)?.isRecording() === true;

/**
 * The SDK's context manager, carrying a context across awaits only while it records something.
 *
 * On Node 20 the first `AsyncLocalStorage.run` turns promise hooks on for the whole process, and
 * they stay on: from then on every promise of every request, recorded or not, pays for carrying a
 * context (promise-heavy code ran 2.7 times slower here). Only a recorded trace needs its context
 * carried, so:
 * - a context that records nothing, entered from no context, is entered by just calling the
 *   function: there is nothing to carry (what it would carry, a suppressed or remote parent, only
 *   matters when something records, and the instrumentations ask for a recording parent);
 * - such a context is not bound to a function or an emitter either (the http instrumentation
 *   binds every request it ignores, a /metrics scrape's too): called later, they run in the
 *   context current then;
 * - a bound function or listener called once its span has ended (a recorded answer's `close`,
 *   after its span ended on `finish`) is called plainly too, so it does not switch the hooks back
 *   on after the last recorded span;
 * - when the last recorded span ends, the storage is switched off (`quiet`), and the hooks with
 *   it, until a recorded span is entered again.
 */
export class RecordedContextManager extends AsyncLocalStorageContextManager {
  // The wrappers `bind` makes call this too, when their function or listener is called.
  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    if (this.active() === ROOT_CONTEXT && !records(context)) return fn.apply(thisArg, args);
    return super.with(context, fn, thisArg, ...args);
  }

  override bind<T>(context: Context, target: T): T {
    return records(context) ? super.bind(context, target) : target;
  }

  /** Switches the storage off; the next recorded context entered switches it on again. */
  quiet(): void {
    this.disable();
  }
}

/** Counts the recorded spans open, and quiets `manager` whenever none is. */
export function quietWhenNothingRecords(manager: RecordedContextManager): SpanProcessor {
  let open = 0;
  return {
    // The SDK hands a processor only the spans it records.
    onStart: () => {
      open += 1;
    },
    onEnd: () => {
      open -= 1;
      if (open === 0) manager.quiet();
    },
    forceFlush: async () => undefined,
    shutdown: async () => undefined,
  };
}
