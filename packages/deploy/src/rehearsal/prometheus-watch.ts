import type { Check } from './checks';
import { type CounterMark, counterIncrease, lastSamples } from './counter-samples';
import type { PrometheusServer } from './prometheus-server';

/**
 * Core's sign-up counter, per copy: `stored` (a new row) and `replayed` (a retry answered from
 * the row its first try stored).
 */
type Outcome = 'stored' | 'replayed';
const SIGNUPS = (outcome: Outcome) => `waitlist_signups_total{job="core-service",outcome="${outcome}"}`;

/** The stored and replayed counters' last samples at a mark. */
export interface SignupMarks {
  stored: CounterMark;
  replayed: CounterMark;
}

const firing = (prom: PrometheusServer, alertname: string, instance?: string) =>
  prom
    .alerts()
    .then((alerts) =>
      alerts.find(
        (a) =>
          a.state === 'firing' && a.labels.alertname === alertname && (!instance || a.labels.instance === instance),
      ),
    );

/**
 * What the rehearsal asks Prometheus during the fault run, and the checks it makes of the
 * answers. Every wait polls Prometheus's API; none sleeps for a set time.
 */
export function prometheusWatch(prom: PrometheusServer, targets: { all: string[]; core: string[] }) {
  const instances = targets.all;
  const kills: { label: string; down: boolean; back?: Promise<boolean> }[] = [];
  /** Each core copy's newest sample of one counter from the last 30 s. */
  const lastOf = async (outcome: Outcome) => lastSamples(await prom.samples(`${SIGNUPS(outcome)}[30s]`));

  return {
    /** True once Prometheus scrapes every copy (`up == 1` for each); false if it does not within `timeoutMs`. */
    async everyCopyUp(timeoutMs = 30_000): Promise<boolean> {
      return prom
        .until(
          `every copy up (${instances.length})`,
          async () => {
            const up = new Set((await prom.query('up == 1')).map((s) => s.metric.instance));
            return instances.every((i) => up.has(i)) ? true : undefined;
          },
          timeoutMs,
        )
        .catch(() => false);
    },

    /**
     * For a kill: the restart waits for this, which resolves once Prometheus has the copy down
     * (`up == 0`) and raised CopyDown for it; after the restart, call `back`.
     */
    downGate(label: string, instance: string): () => Promise<unknown> {
      const kill: (typeof kills)[number] = { label, down: false };
      kills.push(kill);
      return async () => {
        await prom.until(
          `${label} down (up == 0, CopyDown firing)`,
          async () => {
            const [up] = await prom.query(`up{instance="${instance}"}`);
            return up?.value === 0 && (await firing(prom, 'CopyDown', instance)) ? true : undefined;
          },
          15_000,
        );
        kill.down = true;
      };
    },

    /** Watches, without holding the caller up, for the copy to be scraped again and CopyDown to clear. */
    back(label: string, instance: string): void {
      const kill = kills.find((k) => k.label === label);
      if (!kill) return;
      kill.back = prom
        .until(
          `${label} back (up == 1, CopyDown cleared)`,
          async () => {
            const [up] = await prom.query(`up{instance="${instance}"}`);
            return up?.value === 1 && !(await firing(prom, 'CopyDown', instance)) ? true : undefined;
          },
          30_000,
        )
        .then(
          () => true,
          () => false,
        );
    },

    /**
     * A mark on the sign-up counter at a quiet moment (no sign-up in flight since `quietSince`,
     * unix seconds): polls until every core copy was scraped after it, and answers the samples.
     */
    async counterMark(quietSince: number): Promise<SignupMarks> {
      const scrapedSince = (marks: CounterMark) => targets.core.every((i) => (marks.get(i)?.at ?? 0) > quietSince);
      return prom.until('a scrape of every core copy after the sign-ups stopped', async () => {
        const [stored, replayed] = await Promise.all([lastOf('stored'), lastOf('replayed')]);
        return scrapedSince(stored) && scrapedSince(replayed) ? { stored, replayed } : undefined;
      });
    },

    /** What the counters went up by after `from` (since each copy started, without it), from the raw samples of the last `seconds`. */
    async counted(seconds: number, from?: SignupMarks) {
      const increase = async (outcome: Outcome) =>
        counterIncrease(await prom.samples(`${SIGNUPS(outcome)}[${Math.ceil(seconds)}s]`), from?.[outcome]);
      const [stored, replayed] = await Promise.all([increase('stored'), increase('replayed')]);
      return { stored, replayed };
    },

    /**
     * With e-mails failing at the provider (`fail`) and one sign-up queued meanwhile (`queue`):
     * TransactionalEmailStuck must be quiet first, fire, and clear once the provider is back
     * (`recover`) and that e-mail went out.
     */
    async emailStuck(steps: {
      fail(): void;
      queue(): Promise<unknown>;
      recover(): void;
      sent(): Promise<unknown>;
    }): Promise<Check> {
      const what =
        'Prometheus: TransactionalEmailStuck fired while Postmark failed, and cleared once it answered again';
      try {
        await prom.until('TransactionalEmailStuck quiet before Postmark fails', async () =>
          (await firing(prom, 'TransactionalEmailStuck')) ? undefined : true,
        );
        const failedAt = Date.now();
        steps.fail();
        await steps.queue();
        const alert = await prom.until('TransactionalEmailStuck firing', () => firing(prom, 'TransactionalEmailStuck'));
        const firedAfterFailure = Date.parse(alert.activeAt) >= failedAt - 1_000;
        steps.recover();
        await steps.sent();
        await prom.until('TransactionalEmailStuck cleared', async () =>
          (await firing(prom, 'TransactionalEmailStuck')) ? undefined : true,
        );
        return { ok: firedAfterFailure, what, detail: `it was active since ${alert.activeAt}, before Postmark failed` };
      } catch (err) {
        steps.recover();
        return { ok: false, what, detail: err instanceof Error ? err.message : String(err) };
      }
    },

    /** Every alert that fired in the last `seconds`, as `name (job instance)`, for the report. */
    async alertsFired(seconds: number): Promise<string[]> {
      const fired = await prom.query(`max_over_time(ALERTS{alertstate="firing"}[${Math.ceil(seconds)}s])`);
      return fired
        .map(
          ({ metric }) =>
            `${metric.alertname ?? '?'}${metric.job ? ` (${metric.job}${metric.instance ? ` ${metric.instance}` : ''})` : ''}`,
        )
        .sort();
    },

    /** The checks of the kills: each seen down, each back. */
    async killChecks(): Promise<Check[]> {
      const back = await Promise.all(kills.map(async (k) => ({ ...k, isBack: (await k.back) ?? false })));
      const notDown = back.filter((k) => !k.down).map((k) => k.label);
      const notBack = back.filter((k) => !k.isBack).map((k) => k.label);
      return [
        {
          ok: kills.length > 0 && notDown.length === 0,
          what: `Prometheus: each SIGKILLed copy showed as down (up == 0, CopyDown firing for it): ${kills.length}`,
          detail: notDown.join(', '),
        },
        {
          ok: kills.length > 0 && notBack.length === 0,
          what: 'Prometheus: each came back (up == 1, CopyDown cleared)',
          detail: notBack.join(', '),
        },
      ];
    },
  };
}

export type PrometheusWatch = ReturnType<typeof prometheusWatch>;
