import { staffRoleSchema, type StaffAccount, type StaffRole } from '@fresh-pouf/contracts';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const TOKEN_ISSUER = 'fresh-pouf-bff-admin';
export const TOKEN_AUDIENCE = 'fresh-pouf-admin';

export interface SessionClaims {
  userId: number;
  role: StaffRole;
  /** The account's session version when the token was issued; a newer one refuses it. */
  sessionVersion: number;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: staffRoleSchema,
  ver: z.number().int(),
});

export interface SessionTokens {
  issue(account: StaffAccount): string;
  /** The claims of a valid token; null for anything else (expired, other key, other algorithm, other audience). */
  read(token: string): SessionClaims | null;
}

export function sessionTokens(secret: string, ttlSeconds: number): SessionTokens {
  // The key made once: given the string, jsonwebtoken first tries it as a PEM public (or private)
  // key, which throws, on every call: about 0.6 ms of CPU per staff request (10 % of bff-admin's
  // time serving the waitlist's first page).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    issue: (account) =>
      jwt.sign({ role: account.role, ver: account.sessionVersion }, key, {
        algorithm: 'HS256',
        expiresIn: ttlSeconds,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        subject: String(account.id),
      }),
    read(token) {
      let decoded: unknown;
      try {
        // The algorithm list is what refuses `alg: none` and any key confusion.
        decoded = jwt.verify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
      } catch (err) {
        if (err instanceof jwt.JsonWebTokenError) return null;
        throw err;
      }
      const payload = payloadSchema.safeParse(decoded);
      if (!payload.success) return null;
      return { userId: Number(payload.data.sub), role: payload.data.role, sessionVersion: payload.data.ver };
    },
  };
}
