import { timingSafeEqual } from 'node:crypto';

/** Whether a secret a caller sent equals the one held, compared in constant time (a length differs at once). */
export function sameSecret(given: string, held: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(held);
  return left.length === right.length && timingSafeEqual(left, right);
}
