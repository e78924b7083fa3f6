import { createHash } from 'node:crypto';
import { normalizeEmail, type TestEmailRequest } from '@fresh-pouf/contracts';
import type { Request, Response } from 'express';

/**
 * The testEmailTo policy's key: per mailbox, not per spelling ("Jane.Doe+1@gmail.com" and
 * "janedoe@googlemail.com" reach one inbox, so they share a counter: the waitlist's own rule),
 * so nobody can flood one inbox from many networks. Needs the parsed body. Hashed: a
 * fixed-length key whatever the address, and no addresses in the counters table.
 */
export const testEmailRecipientKey = (_req: Request, res: Response): string =>
  createHash('sha256')
    .update(normalizeEmail((res.locals as { testEmail: TestEmailRequest }).testEmail.email))
    .digest('hex');
