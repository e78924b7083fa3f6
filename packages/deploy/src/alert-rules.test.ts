import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULES_DIR = path.join(REPO_ROOT, 'packages/deploy/prometheus');
const SERVICES = ['packages/server-kit/src', 'core-service/src', 'bff-public/src', 'bff-admin/src', 'gateway/src'];

/** Debian's `prometheus` package ships promtool; .ci/run installs it. Missing, the test fails saying so. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: RULES_DIR, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `promtool could not run (${run.error.message}): install Debian's prometheus package (apt-get install prometheus), as .ci/run does`,
    );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface RuleFile {
  groups: Array<{ rules: Array<{ alert?: string; expr: string }> }>;
}

const rules = (parse(readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8')) as RuleFile).groups.flatMap(
  (g) => g.rules,
);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the Prometheus alert rules (packages/deploy/prometheus)', () => {
  it('are valid rules', () => {
    const check = promtool('check', 'rules', 'alerts.yml');
    expect(check.output).toContain('SUCCESS: 7 rules found');
    expect(check.status).toBe(0);
  });

  it('fire, and stay quiet, as their unit tests say (promtool test rules)', () => {
    const test = promtool('test', 'rules', 'alerts.test.yml');
    expect(test.output).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });

  it('are loaded by the scrape configurations Prometheus accepts (promtool check config), each service its own job', () => {
    // Debian's Prometheus is built without Kubernetes discovery, so scrape-kubernetes.yml is left to a real cluster's.
    for (const file of ['scrape-compose.yml', 'scrape-local.yml']) {
      const check = promtool('check', 'config', file);
      expect(check.output, file).toContain('SUCCESS: 7 rules found');
      expect(check.status, file).toBe(0);
      const jobs = (
        parse(readFileSync(path.join(RULES_DIR, file), 'utf8')) as { scrape_configs: { job_name: string }[] }
      ).scrape_configs.map((c) => c.job_name);
      expect([...jobs].sort(), file).toEqual(['bff-admin', 'bff-public', 'core-service', 'gateway']);
    }
  });

  it('each have a unit test', () => {
    const tested = new Set(
      [...readFileSync(path.join(RULES_DIR, 'alerts.test.yml'), 'utf8').matchAll(/alertname: (\w+)/g)].map((m) => m[1]),
    );
    expect(rules.map((r) => r.alert).filter((name) => !tested.has(name))).toEqual([]);
    expect(rules.map((r) => r.alert)).toEqual([
      'SiteAnswering5xx',
      'TransactionalEmailStuck',
      'StripeWebhooksFailing',
      'StripeWebhookSignaturesRejected',
      'NoSignupsWhileTrafficArrives',
      'CopyDown',
      'ServiceDown',
    ]);
  });

  it('name only metrics the services export (or Prometheus own up)', () => {
    const code = SERVICES.flatMap((dir) => sourcesUnder(path.join(REPO_ROOT, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = new Set(
      rules.flatMap((r) =>
        [...r.expr.matchAll(/([a-z_:]+)\{/g)].map((m) => (m[1] ?? '').replace(/_(count|bucket|sum)$/, '')),
      ),
    );
    used.delete('up');
    expect([...used].filter((name) => !code.includes(`name: '${name}'`))).toEqual([]);
    expect([...used].sort()).toEqual([
      'http_server_request_duration_seconds',
      'outbox_oldest_unsent_age_seconds',
      'stripe_webhook_events_total',
      'waitlist_signups_total',
    ]);
  });
});
