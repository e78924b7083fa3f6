import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { counterIncrease, lastSamples } from './counter-samples';
import { rehearsalAlertRules } from './rehearsal-alert-rules';

const ALERTS = readFileSync(fileURLToPath(new URL('../../prometheus/alerts.yml', import.meta.url)), 'utf8');
const series = (instance: string, values: [number, number][]) => ({ metric: { instance }, values });

describe("the rehearsal's reading of Prometheus", () => {
  it('adds up what a counter went up by across copies, a restarted copy counting from 0', () => {
    const scraped = [
      series('a:1', [
        [10, 3],
        [11, 5],
        [12, 2],
        [13, 4],
      ]),
      series('b:1', [
        [10, 7],
        [11, 7],
        [12, 9],
      ]),
    ];
    // a: 3, then +2, then a new process at 2, then +2; b: 7, then +2.
    expect(counterIncrease(scraped)).toEqual({ total: 9 + 9, restarts: 1 });
    // After the marks: a from 5 (at 11), b from 7 (at 11).
    const marks = lastSamples([series('a:1', [[11, 5]]), series('b:1', [[11, 7]])]);
    expect(counterIncrease(scraped, marks)).toEqual({ total: 4 + 2, restarts: 1 });
    expect(lastSamples(scraped)).toEqual(
      new Map([
        ['a:1', { at: 13, value: 4 }],
        ['b:1', { at: 12, value: 9 }],
      ]),
    );
  });

  it("shortens every rule's for: and the stuck e-mail's age, and promtool accepts the copy", () => {
    const copy = rehearsalAlertRules(ALERTS);
    const rules = (
      parse(copy) as { groups: { rules: { alert: string; expr: string; for?: string }[] }[] }
    ).groups.flatMap((g) => g.rules);
    expect(new Set(rules.map((r) => r.for))).toEqual(new Set(['0s']));
    expect(rules.find((r) => r.alert === 'TransactionalEmailStuck')?.expr.trim()).toBe(
      'max(outbox_oldest_unsent_age_seconds{stream="outbound"}) > 2',
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'rehearsal-rules-'));
    try {
      writeFileSync(path.join(dir, 'alerts.yml'), copy);
      const check = spawnSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: dir, encoding: 'utf8' });
      expect(`${check.stdout}${check.stderr}`).toContain('SUCCESS: 7 rules found');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses rules whose outbox-age threshold changed, rather than rehearse something else', () => {
    expect(() => rehearsalAlertRules(ALERTS.replace('> 300', '> 600'))).toThrow('TransactionalEmailStuck');
  });
});
