import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { leadingZeroBits, proofOfWorkInput, type ProofOfWork, type ProofOfWorkChallenge } from '@fresh-pouf/contracts';
import { sameSecret } from '@fresh-pouf/server-kit';
import { z } from 'zod';

export interface ProofOfWorkOptions {
  /** Secret every core copy shares (the key is derived from it), so any copy checks any challenge. */
  secret: string;
  /** Leading zero bits the SHA-256 must have. */
  difficulty: number;
  /** How long a challenge may be solved and used. */
  ttlMs: number;
}

const payloadSchema = z.object({ s: z.string(), d: z.number().int(), e: z.number(), n: z.string() });

/**
 * Stateless hashcash challenges: an HMAC-signed {subject, difficulty, expiry, id}. Issuing one
 * writes nothing, so asking for challenges costs the server nothing; using one is checked here,
 * and the caller makes it single-use by its id.
 */
export function createProofOfWork({ secret, difficulty, ttlMs }: ProofOfWorkOptions) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'fresh-pouf sign-in proof of work', 32));
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  // A digest of the subject keeps every challenge short, whatever the username.
  const subjectOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');

  function payloadOf(challenge: string): z.infer<typeof payloadSchema> | null {
    const [body, mac, ...rest] = challenge.split('.');
    if (!body || !mac || rest.length) return null;
    if (!sameSecret(mac, sign(body))) return null;
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    ttlMs,

    issue(subject: string): ProofOfWorkChallenge {
      const payload = {
        s: subjectOf(subject),
        d: difficulty,
        e: Date.now() + ttlMs,
        n: randomBytes(12).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { challenge: `${body}.${sign(body)}`, difficulty };
    },

    /** The challenge's id when the proof is solved, ours, unexpired and for this subject; else null. */
    check(subject: string, proof: ProofOfWork): string | null {
      const payload = payloadOf(proof.challenge);
      if (!payload || payload.s !== subjectOf(subject) || payload.e < Date.now() || payload.d < difficulty) return null;
      const digest = createHash('sha256').update(proofOfWorkInput(proof.challenge, proof.nonce)).digest();
      return leadingZeroBits(digest) >= payload.d ? payload.n : null;
    },
  };
}

export type ProofOfWorkIssuer = ReturnType<typeof createProofOfWork>;
