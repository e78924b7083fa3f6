import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers POST /email and GET /server(s): like Postmark on success, or with one of its errors. */
export type FakePostmarkMode = 'ok' | 500 | 401 | 422;

/** An e-mail the fake accepted (answered 200), as Postmark's JSON body names its fields. */
export interface ReceivedEmail {
  From: string;
  To: string;
  Subject: string;
  HtmlBody: string;
  TextBody: string;
  MessageStream: string;
  MessageID: string;
  Metadata: Record<string, string>;
  /** The message's own headers (Postmark's `Headers`: name and value pairs), by name. */
  Headers: Record<string, string>;
  /** The X-Postmark-Server-Token header the client sent. */
  serverToken: string | undefined;
  /** The request's W3C traceparent header (the sender's trace), when it sent one. */
  traceparent: string | undefined;
}

export interface FakePostmark {
  /** Base URL for POSTMARK_API_URL. */
  url: string;
  port: number;
  /** Accepted e-mails, oldest first. */
  received: ReceivedEmail[];
  /** Every POST /email seen, whatever the answer. */
  requestCount(): number;
  /** Every GET /server or /servers seen (connectivity checks), whatever the answer. */
  tokenCheckCount(): number;
  /** Every GET /messages/outbound seen (message searches), whatever the answer. */
  searchCount(): number;
  setMode(mode: FakePostmarkMode): void;
  /** Delays every answer, to catch a send in flight; a client that gives up meanwhile gets nothing accepted. */
  setDelay(ms: number): void;
  /** Stops listening: clients now get ECONNREFUSED. */
  stop(): Promise<void>;
  /** Listens again on the same port (nothing to do when still listening). */
  restart(): Promise<void>;
  /** Resolves once `count` e-mails were accepted (for `to`, when given). */
  waitForEmails(count: number, options?: { to?: string; timeoutMs?: number }): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

const ERROR_BODIES: Record<Exclude<FakePostmarkMode, 'ok'>, { ErrorCode: number; Message: string }> = {
  500: { ErrorCode: 500, Message: 'Internal server error.' },
  401: {
    ErrorCode: 10,
    Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.',
  },
  422: { ErrorCode: 300, Message: "Invalid email request: 'To' address is not valid." },
};

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        resolve(typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {});
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const metadataOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A local stand-in for api.postmarkapp.com: test code only. */
function headersOf(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const item of value as Array<{ Name?: unknown; Value?: unknown }>) {
    if (typeof item?.Name === 'string' && typeof item.Value === 'string') out[item.Name] = item.Value;
  }
  return out;
}

export async function startFakePostmark(): Promise<FakePostmark> {
  const received: ReceivedEmail[] = [];
  let mode: FakePostmarkMode = 'ok';
  let delayMs = 0;
  let requests = 0;
  let tokenChecks = 0;
  let searches = 0;

  const server = createServer((req, res) => {
    void (async () => {
      // The diagnostics' connectivity checks: GET /server (server token), GET /servers (account token).
      if (req.method === 'GET' && (req.url === '/server' || req.url?.startsWith('/servers?'))) {
        tokenChecks += 1;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (mode !== 'ok') {
          send(res, mode, ERROR_BODIES[mode]);
          return;
        }
        const server = {
          ID: 1,
          Name: 'Fresh Pouf (fake)',
          ApiTokens: [req.headers['x-postmark-server-token']?.toString() ?? ''],
        };
        send(res, 200, req.url === '/server' ? server : { TotalCount: 1, Servers: [server] });
        return;
      }
      // Outbound message search; like Postmark, `metadata_<key>=<value>` narrows it to messages
      // sent with that metadata.
      if (req.method === 'GET' && req.url?.startsWith('/messages/outbound')) {
        searches += 1;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (mode !== 'ok') {
          send(res, mode, ERROR_BODIES[mode]);
          return;
        }
        const query = new URL(req.url, 'http://fake').searchParams;
        const wanted = [...query]
          .filter(([name]) => name.startsWith('metadata_'))
          .map(([name, value]) => [name.slice(9), value]);
        const found = received.filter((e) => wanted.every(([key = '', value]) => e.Metadata[key] === value));
        const count = Number(query.get('count') ?? 100);
        const messages = found
          .slice(0, count)
          .map((e) => ({ MessageID: e.MessageID, Subject: e.Subject, Metadata: e.Metadata, Status: 'Sent' }));
        send(res, 200, { TotalCount: found.length, Messages: messages });
        return;
      }
      if (req.method !== 'POST' || req.url !== '/email') {
        send(res, 404, { ErrorCode: 404, Message: 'Not found' });
        return;
      }
      requests += 1;
      const body = await readJson(req);
      let clientGone = false;
      res.once('close', () => {
        clientGone = !res.writableFinished;
      });
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // A client that gave up (a timeout) never hears an answer, so nothing counts as accepted.
      if (clientGone) return;
      if (mode !== 'ok') {
        send(res, mode, ERROR_BODIES[mode]);
        return;
      }
      const email: ReceivedEmail = {
        From: text(body.From),
        To: text(body.To),
        Subject: text(body.Subject),
        HtmlBody: text(body.HtmlBody),
        TextBody: text(body.TextBody),
        MessageStream: text(body.MessageStream),
        MessageID: randomUUID(),
        Metadata: metadataOf(body.Metadata),
        Headers: headersOf(body.Headers),
        serverToken: req.headers['x-postmark-server-token']?.toString(),
        traceparent: req.headers.traceparent?.toString(),
      };
      received.push(email);
      send(res, 200, {
        To: email.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: email.MessageID,
        ErrorCode: 0,
        Message: 'OK',
      });
    })().catch(() => send(res, 400, { ErrorCode: 402, Message: 'Received invalid JSON input.' }));
  });

  const listenOn = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });

  const port = await listenOn(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Keep-alive sockets would otherwise keep answering after "stop".
      server.closeAllConnections();
    });

  const matching = (to: string | undefined) => received.filter((e) => !to || e.To.includes(to));

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    requestCount: () => requests,
    tokenCheckCount: () => tokenChecks,
    searchCount: () => searches,
    setMode: (next) => {
      mode = next;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    stop,
    restart: async () => {
      // Listening already: another listen() would throw and leave its error listener behind.
      if (server.listening) return;
      await listenOn(port);
    },
    async waitForEmails(count, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      while (matching(options.to).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`fake Postmark got ${matching(options.to).length} of ${count} e-mails in time`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return matching(options.to);
    },
    close: stop,
  };
}
