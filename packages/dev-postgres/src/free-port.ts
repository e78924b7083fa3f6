import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999). A port the OS picked with listen(0) comes from that
// range, and between our closing it and a server binding it the kernel may hand it to an outgoing
// connection (the production rehearsal's nginx once failed to bind one: "Address already in use").
// Outgoing connections never take a port from this range, so only another explicit bind can. It
// also stays clear of the fixed ports of the browser tests (14000-18081 plus E2E_PORT_OFFSET) and the
// benchmarks (24000-28080).
const RANGE = { from: 28_200, to: 32_700 } as const;
const ATTEMPTS = 50;

// Never the same port twice from one process: two callers must not both get it before either binds.
const handedOut = new Set<number>();

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now, outside the range the OS gives outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = randomInt(RANGE.from, RANGE.to);
    if (handedOut.has(port)) continue;
    if (await canBind(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port found in ${RANGE.from}-${RANGE.to} after ${ATTEMPTS} tries`);
}
