import type { Migration } from '../migrator';

/**
 * The W3C traceparent of the request that queued an e-mail (trace and span ids and the sampled
 * flag; nothing about the person), so its send, however much later and on whichever copy,
 * joins that request's trace. Null for e-mails queued with tracing off, or by no request.
 */
const UP = `ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS trace_parent text
  CHECK (trace_parent IS NULL OR trace_parent ~ '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$');`;
const DOWN = `ALTER TABLE email_outbox DROP COLUMN IF EXISTS trace_parent;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
