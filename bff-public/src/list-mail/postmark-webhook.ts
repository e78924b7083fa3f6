import type { z } from 'zod';
import type { suppressionSchema } from '@fresh-pouf/contracts';
import { sameSecret } from '@fresh-pouf/server-kit';

type Suppression = z.infer<typeof suppressionSchema>;

/**
 * What a Postmark webhook says of an address, when it means no more list mail: a hard bounce, a
 * spam complaint, or Postmark's own suppression (SubscriptionChange). Anything else (a soft
 * bounce, a delivery) says nothing.
 */
export function suppressionOf(body: unknown): Suppression | null {
  if (typeof body !== 'object' || body === null) return null;
  const event = body as Record<string, unknown>;
  const address = (key: string) =>
    typeof event[key] === 'string' && (event[key] as string).includes('@') ? (event[key] as string) : null;
  switch (event.RecordType) {
    case 'Bounce': {
      const email = address('Email');
      return email && event.Type === 'HardBounce' ? { email, reason: 'hard-bounce' } : null;
    }
    case 'SpamComplaint': {
      const email = address('Email');
      return email ? { email, reason: 'spam-complaint' } : null;
    }
    case 'SubscriptionChange': {
      const email = address('Recipient');
      return email && event.SuppressSending === true ? { email, reason: 'provider' } : null;
    }
    default:
      return null;
  }
}

/** HTTP basic auth as Postmark sends it (credentials in the webhook URL), compared in constant time. */
export function basicAuthMatches(header: string | undefined, secret: string): boolean {
  const given = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const password = Buffer.from(given, 'base64').toString('utf8').split(':').slice(1).join(':');
  return sameSecret(password, secret);
}
