import { type Context, type ContextManager, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * The SDK's context manager, used only while a recorded span is open.
 *
 * On Node 20 the first `AsyncLocalStorage.run` turns promise hooks on for the whole process, and
 * they stay on: from the first sampled request, every promise of every request, recorded or not,
 * pays for carrying a context (promise-heavy code ran 2.7 times slower here). Only a recorded
 * trace needs its context carried across awaits, so:
 * - a context that records nothing, entered from no context, is entered by just calling the
 *   function: there is nothing to carry (what it would carry, a suppressed or remote parent, only
 *   matters when something records, and the instrumentations ask for a recording parent);
 * - when the last recorded span ends, the storage is switched off (`quiet`), and the hooks with
 *   it, until a recorded span is entered again.
 */
export class RecordedContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorageContextManager();

  active(): Context {
    return this.storage.active();
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    if (this.storage.active() === ROOT_CONTEXT && trace.getSpan(context)?.isRecording() !== true)
      return fn.apply(thisArg, args);
    return this.storage.with(context, fn, thisArg, ...args);
  }

  bind<T>(context: Context, target: T): T {
    return this.storage.bind(context, target);
  }

  enable(): this {
    this.storage.enable();
    return this;
  }

  disable(): this {
    this.storage.disable();
    return this;
  }

  /** Switches the storage off; the next recorded context entered switches it on again. */
  quiet(): void {
    this.storage.disable();
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
