/** One message as the outbox hands it to a provider. */
export interface OutgoingEmail {
  to: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface EmailSender {
  /** Resolves with the provider's message id; rejects with an EmailSendError. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
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
