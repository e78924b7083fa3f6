/** One message as the outbox hands it to a provider. */
export interface OutgoingEmail {
  to: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  /** Postmark's message stream: transactional mail and list mail never share one. */
  stream?: 'outbound' | 'broadcast' | undefined;
  /** A list e-mail's one-click unsubscribe URL (RFC 8058): sent as List-Unsubscribe headers. */
  listUnsubscribe?: string | null | undefined;
}

export interface EmailSender {
  /**
   * Resolves with the provider's message id; rejects with an EmailSendError. `reference` (the
   * outbox row) travels with the message so `findSent` can ask for it later.
   */
  send(email: OutgoingEmail, reference?: string): Promise<{ messageId: string }>;
  /**
   * The message the provider already accepted under `reference`, or null. Asked before a
   * re-attempt: an earlier sender may have been handed the e-mail and died before saying so.
   * Rejects with an EmailSendError when the provider cannot say.
   */
  findSent(reference: string): Promise<{ messageId: string } | null>;
}

/** `permanent` means retrying the same message cannot succeed (bad key, rejected input). */
export class EmailSendError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'EmailSendError';
    this.permanent = permanent;
  }
}

export const PROVIDER_NOT_CONFIGURED = 'E-mail provider not configured (POSTMARK_SERVER_TOKEN is unset)';
