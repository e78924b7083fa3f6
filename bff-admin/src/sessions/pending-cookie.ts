import { ADMIN_API_PREFIX } from '@fresh-pouf/contracts';
import type { Request, Response } from 'express';

/**
 * The second sign-in step is tied to the browser that gave the password by this cookie, not
 * by a username the browser could change. httpOnly: page scripts never see it.
 */
export const PENDING_COOKIE = 'fp_admin_pending';
const COOKIE_PATH = ADMIN_API_PREFIX;

export function setPendingCookie(req: Request, res: Response, id: string, expiresAt: string): void {
  res.cookie(PENDING_COOKIE, id, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: COOKIE_PATH,
    expires: new Date(expiresAt),
  });
}

export function clearPendingCookie(req: Request, res: Response): void {
  res.clearCookie(PENDING_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: COOKIE_PATH });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pendingIdOf(req: Request): string | null {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== 'object' || cookies === null || !(PENDING_COOKIE in cookies)) return null;
  const value: unknown = (cookies as Record<string, unknown>)[PENDING_COOKIE];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}
