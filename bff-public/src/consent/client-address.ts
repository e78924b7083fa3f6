import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** The client address as the sign-up limit keys it (IPv6 by its /56); `trust proxy` decides what req.ip is. */
export const clientAddressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
