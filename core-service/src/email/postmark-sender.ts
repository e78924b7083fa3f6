import { Errors, ServerClient } from 'postmark';
import { EmailSendError, type EmailSender, type OutgoingEmail } from './email-sender';

export interface PostmarkSenderOptions {
  serverToken: string;
  /** e.g. http://127.0.0.1:PORT for a local fake; unset means Postmark itself. */
  apiUrl?: string | undefined;
  from: string;
  /** Postmark's inbound address for mailto unsubscribes (see listUnsubscribeHeaders); unset: none offered. */
  unsubscribeInbound?: string | undefined;
  /** The SDK aborts the request after this long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

// Bad key and rejected message: the same request can never succeed. Everything else (5xx,
// 429, network trouble, timeouts) may pass later and is retried.
const PERMANENT_STATUSES = new Set([401, 422]);

/** SDK options for Postmark itself or, with `apiUrl`, a stand-in such as a local fake. */
export function postmarkClientOptions(apiUrl: string | undefined, timeoutMs: number) {
  // The SDK takes seconds; fractions work.
  const timeout = timeoutMs / 1000;
  // The SDK reports a failed fetch as just "fetch failed"; the cause (ECONNREFUSED, a
  // timeout) is what an operator needs in last_error.
  const fetchWithCause: typeof fetch = async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      throw new Error(cause instanceof Error ? cause.message : String(cause), { cause: err });
    }
  };
  if (!apiUrl) return { timeout, fetch: fetchWithCause };
  const url = new URL(apiUrl);
  return { useHttps: url.protocol === 'https:', requestHost: url.host, timeout, fetch: fetchWithCause };
}

/** `"Jane Doe" <jane@example.com>`, with the name unable to break out of its quotes. */
function recipient(email: OutgoingEmail): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const name = email.toName?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!name) return email.to;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${email.to}>`;
}

function toSendError(err: unknown): EmailSendError {
  if (err instanceof Errors.PostmarkError) {
    if (!err.statusCode) return new EmailSendError(`Could not reach Postmark: ${err.message}`, false);
    return new EmailSendError(
      `Postmark answered HTTP ${err.statusCode} (ErrorCode ${err.code}): ${err.message}`,
      PERMANENT_STATUSES.has(err.statusCode),
    );
  }
  return new EmailSendError(err instanceof Error ? err.message : String(err), false);
}

/**
 * RFC 8058 one-click unsubscribe, which Gmail and Yahoo require of bulk senders: the https URL
 * takes a POST with no page and no login. A mailto (for clients that only know RFC 2369) is
 * offered only where someone processes it: Postmark's inbound address, with the recipient's
 * unsubscribe token after a `+` (Postmark's MailboxHash), which bff-public's inbound webhook
 * honours at once. Without one, no mailto: an inbox nobody reads would ignore the request.
 */
export function listUnsubscribeHeaders(url: string, inbound?: string) {
  const token = new URL(url).searchParams.get('token');
  const [local, domain] = inbound?.split('@') ?? [];
  const mailto = token && local && domain ? `, <mailto:${local}+${token}@${domain}?subject=unsubscribe>` : '';
  return [
    { Name: 'List-Unsubscribe', Value: `<${url}>${mailto}` },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ];
}

/** The Metadata field that carries the outbox reference; Postmark's message search filters on it. */
export const REFERENCE_METADATA = 'outbox_ref';

export function createPostmarkSender(options: PostmarkSenderOptions): EmailSender {
  const client = new ServerClient(
    options.serverToken,
    postmarkClientOptions(options.apiUrl, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  );
  return {
    async send(email, reference) {
      try {
        const response = await client.sendEmail({
          From: options.from,
          To: recipient(email),
          Subject: email.subject,
          HtmlBody: email.html,
          TextBody: email.text,
          MessageStream: email.stream ?? 'outbound',
          ...(email.listUnsubscribe
            ? { Headers: listUnsubscribeHeaders(email.listUnsubscribe, options.unsubscribeInbound) }
            : {}),
          ...(reference ? { Metadata: { [REFERENCE_METADATA]: reference } } : {}),
        });
        return { messageId: response.MessageID };
      } catch (err) {
        throw toSendError(err);
      }
    },
    async findSent(reference) {
      try {
        // Outbound message search, filtered by metadata (`metadata_<key>=<value>`).
        const found = await client.getOutboundMessages({
          count: 1,
          offset: 0,
          [`metadata_${REFERENCE_METADATA}`]: reference,
        });
        const message = found.Messages[0];
        return message ? { messageId: message.MessageID } : null;
      } catch (err) {
        throw toSendError(err);
      }
    },
  };
}
