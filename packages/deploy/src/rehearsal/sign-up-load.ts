import { ApiRequestError, submitOnce } from '@fresh-pouf/api-client';
import type { WaitlistSignupInput } from '@fresh-pouf/contracts';

export interface SignUpOutcome {
  email: string;
  /** created: 2xx; listed: 409 (the address was on the list); failed: what the visitor would see as an error. */
  result: 'created' | 'listed' | 'failed';
  reason?: string;
}

export interface SignUpLoad {
  outcomes: SignUpOutcome[];
  /** Every POST /api/waitlist sent, retries included. */
  requests: number;
  /** Answers by HTTP status, and 'no answer' for connections that broke. */
  answers: Record<string, number>;
  seconds: number;
}

const signUpOf = (email: string, i: number): WaitlistSignupInput => ({
  fullName: `Rehearsal Visitor ${i + 1}`,
  email,
  plan: 'bi-monthly',
  earlyBird: i % 5 === 0,
  isFamily: false,
  numberOfPoufs: 1,
  frequency: 'bi-monthly',
  joinDate: new Date().toISOString().slice(0, 10),
});

/**
 * `count` sign-ups at a steady rate (each starts on schedule, whatever the others are doing),
 * sent as the landing page sends them: the front end's own submitOnce, one Idempotency-Key
 * per sign-up, tried again after a lost answer.
 */
export async function runSignUps(options: {
  site: string;
  count: number;
  perSecond: number;
  emailOf: (i: number) => string;
}): Promise<SignUpLoad> {
  const answers: Record<string, number> = {};
  let requests = 0;
  const realFetch = globalThis.fetch;
  const url = `${options.site}/api/waitlist`;
  // Counts what goes over the wire; the client code itself is the product's.
  globalThis.fetch = async (input, init) => {
    if (String(input) !== url) return realFetch(input, init);
    requests += 1;
    try {
      const response = await realFetch(input, init);
      answers[response.status] = (answers[response.status] ?? 0) + 1;
      return response;
    } catch (err) {
      answers['no answer'] = (answers['no answer'] ?? 0) + 1;
      throw err;
    }
  };

  const began = performance.now();
  const one = async (i: number): Promise<SignUpOutcome> => {
    const email = options.emailOf(i);
    try {
      const response = await submitOnce('POST', url, { body: signUpOf(email, i) });
      return { email, result: response.status === 409 ? 'listed' : 'created' };
    } catch (err) {
      return { email, result: 'failed', reason: err instanceof ApiRequestError ? `HTTP ${err.status}` : String(err) };
    }
  };
  const pending: Promise<SignUpOutcome>[] = [];
  try {
    for (let i = 0; i < options.count; i += 1) {
      const due = began + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(one(i));
    }
    const outcomes = await Promise.all(pending);
    return { outcomes, requests, answers, seconds: (performance.now() - began) / 1000 };
  } finally {
    globalThis.fetch = realFetch;
  }
}
