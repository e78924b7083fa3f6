import { parse, stringify } from 'yaml';

interface Rule {
  alert?: string;
  expr: string;
  for?: string;
}
interface RuleFile {
  groups: { name: string; rules: Rule[] }[];
}

/** The outbox age (seconds) the rehearsal's copy of TransactionalEmailStuck fires above, instead of 300. */
export const REHEARSAL_EMAIL_STUCK_SECONDS = 2;

/**
 * The repository's alert rules (packages/deploy/prometheus/alerts.yml) made to fit a run of a
 * minute or two: every `for:` becomes 0s (an alert fires on the first evaluation that finds its
 * condition), and TransactionalEmailStuck fires once the oldest unsent e-mail is a few seconds
 * old rather than five minutes. The expressions are otherwise the ones operators get.
 */
export function rehearsalAlertRules(alertsYaml: string): string {
  const file = parse(alertsYaml) as RuleFile;
  let shortened = false;
  for (const rule of file.groups.flatMap((g) => g.rules)) {
    if (rule.for !== undefined) rule.for = '0s';
    if (rule.alert === 'TransactionalEmailStuck') {
      const expr = rule.expr.replace(/> 300\b/, `> ${REHEARSAL_EMAIL_STUCK_SECONDS}`);
      shortened = expr !== rule.expr;
      rule.expr = expr;
    }
  }
  // The rule changed shape: the rehearsal would no longer test what operators run.
  if (!shortened)
    throw new Error(
      'alerts.yml: TransactionalEmailStuck no longer reads "> 300"; update rehearsal-alert-rules.ts with it',
    );
  return stringify(file);
}
