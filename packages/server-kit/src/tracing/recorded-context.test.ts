import { executionAsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { context, createContextKey, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quietWhenNothingRecords, RecordedContextManager } from './recorded-context';

/**
 * Whether a promise's continuation runs as an async resource of its own: true only while
 * something (an AsyncLocalStorage in use) has Node's promise hooks on, which every promise of
 * the process then pays for.
 */
async function promisesTracked(): Promise<boolean> {
  await null;
  return executionAsyncResource() instanceof Promise;
}

describe('RecordedContextManager', () => {
  let manager: RecordedContextManager;
  let exporter: InMemorySpanExporter;
  let provider: BasicTracerProvider;

  beforeEach(() => {
    manager = new RecordedContextManager().enable();
    context.setGlobalContextManager(manager);
    exporter = new InMemorySpanExporter();
    provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter), quietWhenNothingRecords(manager)],
    });
  });

  afterEach(async () => {
    context.disable();
    await provider.shutdown();
  });

  it('carries a recorded span across awaits, and its children hang from it', async () => {
    const tracer = provider.getTracer('test');
    const request = tracer.startSpan('request');
    await context.with(trace.setSpan(ROOT_CONTEXT, request), async () => {
      await new Promise((done) => setTimeout(done, 1));
      await null;
      const query = tracer.startSpan('query');
      expect(trace.getActiveSpan()).toBe(request);
      query.end();
    });
    request.end();
    const [query, ended] = exporter.getFinishedSpans();
    expect(ended?.name).toBe('request');
    expect(query?.name).toBe('query');
    expect(query?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  });

  it('turns promise tracking off once the last recorded span ends, and on again for the next', async () => {
    const tracer = provider.getTracer('test');
    const first = tracer.startSpan('first');
    const tracked = await context.with(trace.setSpan(ROOT_CONTEXT, first), () => promisesTracked());
    expect(tracked).toBe(true);
    first.end();
    expect(await promisesTracked()).toBe(false);

    const second = tracer.startSpan('second');
    const active = await context.with(trace.setSpan(ROOT_CONTEXT, second), async () => {
      await null;
      return trace.getActiveSpan();
    });
    expect(active).toBe(second);
    second.end();
    expect(await promisesTracked()).toBe(false);
  });

  it('keeps tracking while one of two recorded requests is still open', async () => {
    const tracer = provider.getTracer('test');
    const slow = tracer.startSpan('slow');
    const fast = tracer.startSpan('fast');
    await context.with(trace.setSpan(ROOT_CONTEXT, slow), async () => {
      fast.end();
      await null;
      expect(trace.getActiveSpan()).toBe(slow);
    });
    slow.end();
    expect(await promisesTracked()).toBe(false);
  });

  it('enters a context that records nothing without turning promise tracking on', async () => {
    const unsampled = trace.wrapSpanContext({
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      traceFlags: 0,
    });
    const seen = await context.with(trace.setSpan(ROOT_CONTEXT, unsampled), async () => {
      const tracked = await promisesTracked();
      return { tracked, active: trace.getActiveSpan() };
    });
    expect(seen).toEqual({ tracked: false, active: undefined });
  });

  it('binds nothing to a context that records nothing, so its listeners turn no tracking on', async () => {
    // What the http instrumentation does with each request it ignores (a /metrics scrape): binds
    // it to a context that only says "trace nothing here".
    const ignored = ROOT_CONTEXT.setValue(createContextKey('suppress tracing'), true);
    const request = context.bind(ignored, new EventEmitter());
    const ended = new Promise<boolean>((resolve) => request.on('end', () => resolve(promisesTracked())));
    request.emit('end');
    expect(await ended).toBe(false);
    const bound = context.bind(ignored, () => promisesTracked());
    expect(await bound()).toBe(false);
  });

  it('binds a recorded context to a function called outside it', async () => {
    const request = provider.getTracer('test').startSpan('request');
    const later = context.bind(trace.setSpan(ROOT_CONTEXT, request), async () => {
      await null;
      return trace.getActiveSpan();
    });
    expect(await later()).toBe(request);
    request.end();
  });

  it("gives a recorded answer's late listener its trace, and leaves tracking off after it", async () => {
    const request = provider.getTracer('test').startSpan('request');
    const answer = context.bind(trace.setSpan(ROOT_CONTEXT, request), new EventEmitter());
    // The span ends on 'finish'; 'close' comes after, and the access log line written then names the trace.
    const closed = new Promise<string | undefined>((resolve) =>
      answer.on('close', () => resolve(trace.getActiveSpan()?.spanContext().traceId)),
    );
    request.end();
    answer.emit('close');
    expect(await closed).toBe(request.spanContext().traceId);
    expect(await promisesTracked()).toBe(false);
  });

  it('still enters a context that records nothing inside a recorded one, so work there is not recorded', async () => {
    const tracer = provider.getTracer('test');
    const request = tracer.startSpan('request');
    const inner = await context.with(trace.setSpan(ROOT_CONTEXT, request), () =>
      context.with(ROOT_CONTEXT, async () => {
        await null;
        return trace.getActiveSpan();
      }),
    );
    request.end();
    expect(inner).toBeUndefined();
  });
});
