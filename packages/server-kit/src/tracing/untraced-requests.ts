import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';

const DECIDED = Symbol('untraced');
type Decided = IncomingMessage & { [DECIDED]?: boolean };

let decide: ((req: IncomingMessage) => boolean) | undefined;

/** Set by startTracing: which requests go untraced (asked once per request, whoever asks). */
export function setUntracedRequests(untraced: (req: IncomingMessage) => boolean): (req: IncomingMessage) => boolean {
  decide = untraced;
  return (req: Decided) => (req[DECIDED] ??= untraced(req));
}

/**
 * Hands a request that will not be traced straight to the server's handlers, past the http
 * instrumentation's wrapper (which otherwise enters a context and binds the request's and the
 * answer's listeners to it even for a request it ignores). Nothing when tracing is off.
 */
export function bypassTracingOfUntraced(server: Server): void {
  if (!decide) return;
  const untraced = decide;
  // The instrumentation patches Server.prototype.emit; EventEmitter's is the one underneath.
  const instrumented = server.emit;
  const plain = EventEmitter.prototype.emit;
  server.emit = function emit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const req = args[0] as Decided;
      if ((req[DECIDED] ??= untraced(req))) return plain.call(this, event, ...args);
    }
    return (instrumented as (this: Server, ...all: unknown[]) => boolean).call(this, event, ...args);
  } as Server['emit'];
}
