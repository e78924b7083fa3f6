import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** The client address as the sign-up limit keys it (IPv6 by its /56); `trust proxy` decides what req.ip is. */
export const clientAddressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');

/**
 * Sent with every sign-up (the waitlist's and the Early Bird checkout's), consent or not: core
 * keeps it only as a keyed hash, to hold referrals from the referrer's own address or from many
 * friends at one (issue 22).
 */
export function withClientAddress(req: Request): { clientAddress?: string } {
  const address = clientAddressOf(req);
  return address ? { clientAddress: address } : {};
}
