import { normalizeEmail } from '@fresh-pouf/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';

// One definition of "the same mailbox": PostgreSQL's normalize_email() (migration 0012) decides
// the waitlist's 409, and its TypeScript twin in contracts keys the BFF's per-recipient limits.
// Both must give the answers written out here for the same spellings.
const SPELLINGS: Array<[string, string]> = [
  ['janedoe@gmail.com', 'janedoe@gmail.com'],
  ['JaneDoe@Gmail.COM', 'janedoe@gmail.com'],
  ['jane.doe@gmail.com', 'janedoe@gmail.com'],
  ['jane.doe+pouf@gmail.com', 'janedoe@gmail.com'],
  ['janedoe@googlemail.com', 'janedoe@gmail.com'],
  ['J.A.N.E.D.O.E+x+y@GoogleMail.com', 'janedoe@gmail.com'],
  ['.jane..doe.@gmail.com', 'janedoe@gmail.com'],
  ['jane+@gmail.com', 'jane@gmail.com'],
  ['+tag@gmail.com', '@gmail.com'],
  ['jane.doe@example.com', 'jane.doe@example.com'],
  ['Jane.Doe+News@Example.COM', 'jane.doe@example.com'],
  ['jane.doe@mail.gmail.com', 'jane.doe@mail.gmail.com'],
  ['jane.doe@gmail.co', 'jane.doe@gmail.co'],
  ["o'brien+x@example.co.uk", "o'brien@example.co.uk"],
  ['a@b@gmail.com', 'a@b'],
  ['no-at-sign', 'no-at-sign@'],
  ['', '@'],
];

let client: pg.Client;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ client, close } = await openTestDatabase());
});
afterAll(() => close?.());

describe('normalizeEmail (contracts) and normalize_email() (PostgreSQL)', () => {
  it.each(SPELLINGS)('%j is %j in both', async (spelling, expected) => {
    const [row] = (await client.query<{ n: string }>('SELECT normalize_email($1) AS n', [spelling])).rows;
    expect(row?.n).toBe(expected);
    expect(normalizeEmail(spelling)).toBe(expected);
  });
});
