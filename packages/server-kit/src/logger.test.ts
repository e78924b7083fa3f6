import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A database error as sequelize raises it for a duplicate address: the statement, its values, PostgreSQL's detail. */
function duplicateAddressError() {
  const original = Object.assign(
    new Error('duplicate key value violates unique constraint "waitlist_entries_email_key"'),
    {
      code: '23505',
      constraint: 'waitlist_entries_email_key',
      table: 'waitlist_entries',
      detail: 'Key (email)=(grace.hopper@example.com) already exists.',
      parameters: ['Grace Hopper', 'grace.hopper@example.com'],
    },
  );
  class UniqueConstraintError extends Error {}
  return Object.assign(new UniqueConstraintError('Validation error'), {
    sql: "INSERT INTO waitlist_entries (full_name, email) VALUES ('Grace Hopper', 'grace.hopper@example.com')",
    parameters: { fullName: 'Grace Hopper', email: 'grace.hopper@example.com' },
    fields: { email: 'grace.hopper@example.com' },
    original,
    parent: original,
  });
}

describe('log lines', () => {
  it("keep what failed and where, and none of the values a database error carries (a person's name and address)", () => {
    const lines: string[] = [];
    const logger = createLogger(
      'core-service',
      'info',
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    logger.error({ err: duplicateAddressError(), requestId: 'req-1' }, 'unhandled error');

    const [line] = lines;
    expect(line).not.toContain('grace.hopper@example.com');
    expect(line).not.toContain('Grace Hopper');
    const logged = JSON.parse(line ?? '{}') as { err: Record<string, unknown>; requestId: string; msg: string };
    expect(logged).toMatchObject({ requestId: 'req-1', msg: 'unhandled error' });
    expect(logged.err).toMatchObject({
      type: 'UniqueConstraintError',
      message: 'Validation error',
      cause: {
        code: '23505',
        constraint: 'waitlist_entries_email_key',
        table: 'waitlist_entries',
        message: 'duplicate key value violates unique constraint "waitlist_entries_email_key"',
      },
    });
    expect(Object.keys(logged.err).sort()).toEqual(['cause', 'message', 'name', 'stack', 'type']);
  });
});
