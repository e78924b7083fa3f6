import { z } from 'zod';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
/** PostgreSQL's `integer`: a larger number cannot be a stored id. */
export const MAX_STORED_ID = 2_147_483_647;

/** A row id in a path: digits only, no sign, no leading zero, within `integer`. The one id parser. */
export const storedIdSchema = z
  .string()
  .regex(ID_PATTERN)
  .transform(Number)
  .refine((id) => id <= MAX_STORED_ID);

export const idParamsSchema = z.object({ id: storedIdSchema });

/** The 404 of a staff call whose `:id` names no waitlist entry. */
export const UNKNOWN_ENTRY_ID = 'No waitlist entry has this id.';
