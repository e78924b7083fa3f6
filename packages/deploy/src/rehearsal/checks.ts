import type { SignUpOutcome } from './sign-up-load';

export interface Check {
  ok: boolean;
  what: string;
  /** Why it failed: the first few offending addresses. */
  detail?: string;
}

const few = (items: string[]) => `${items.length}: ${items.slice(0, 5).join(', ')}${items.length > 5 ? ', …' : ''}`;

/**
 * The rehearsal's pass conditions for the sign-ups: what each visitor was told against what
 * the database holds and what the e-mail provider was handed.
 */
export function checkOutcomes(input: {
  outcomes: SignUpOutcome[];
  /** Entries in the database, one item per row. */
  stored: string[];
  outboxRows: Map<string, number>;
  /** E-mails the provider accepted, per address. */
  handed: Map<string, number>;
}): Check[] {
  const storedCount = new Map<string, number>();
  for (const email of input.stored) storedCount.set(email, (storedCount.get(email) ?? 0) + 1);
  const submitted = new Set(input.outcomes.map((o) => o.email));
  const answeredOk = input.outcomes.filter((o) => o.result === 'created').map((o) => o.email);
  const toldFailed = input.outcomes.filter((o) => o.result !== 'created').map((o) => o.email);

  const okNotStoredOnce = answeredOk.filter((email) => storedCount.get(email) !== 1);
  const failedButStored = toldFailed.filter((email) => storedCount.has(email));
  const strangers = [...storedCount.keys()].filter((email) => !submitted.has(email));
  const mailNotOnce = [...storedCount.keys()].filter(
    (email) => input.handed.get(email) !== 1 || input.outboxRows.get(email) !== 1,
  );
  const mailWithoutEntry = [...input.handed.keys()].filter((email) => !storedCount.has(email));

  return [
    {
      ok: okNotStoredOnce.length === 0,
      what: 'every sign-up answered 2xx is stored exactly once',
      detail: few(okNotStoredOnce),
    },
    {
      ok: failedButStored.length === 0,
      what: 'no sign-up is stored that its visitor was told failed',
      detail: few(failedButStored),
    },
    { ok: strangers.length === 0, what: 'nothing is stored that nobody sent', detail: few(strangers) },
    {
      ok: mailNotOnce.length === 0,
      what: 'every stored sign-up has one outbox e-mail, handed to the provider exactly once',
      detail: few(
        mailNotOnce.map(
          (email) => `${email} (outbox ${input.outboxRows.get(email) ?? 0}, handed ${input.handed.get(email) ?? 0})`,
        ),
      ),
    },
    {
      ok: mailWithoutEntry.length === 0,
      what: 'no e-mail went to an address that is not stored',
      detail: few(mailWithoutEntry),
    },
  ];
}
