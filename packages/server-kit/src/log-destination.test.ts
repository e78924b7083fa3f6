import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runModule } from './testing/run-module';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverKit = path.join(here, 'index.ts');

/** Runs `code` (an ES module importing server-kit as `kit`) in a node process of its own; resolves with its stdout and exit code. */
function run(code: string): Promise<{ out: string; code: number | null }> {
  const source = `import * as kit from ${JSON.stringify(serverKit)};\nimport { writeSync } from 'node:fs';\n${code}`;
  return runModule(source).then(({ out, err, code }) => ({ out: code === 0 || out ? out : err, code }));
}

/** Each line of output: a JSON log line's `msg`, anything else as it is. */
const linesOf = (out: string) =>
  out
    .split('\n')
    .filter(Boolean)
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg: string }).msg : line));

// Each test starts a Node process that loads server-kit through tsx: seconds on a busy host.
describe('log lines on standard output', { timeout: 30_000 }, () => {
  it('are written in batches: a line logged now goes out with the next batch, not on its own', async () => {
    const { out, code } = await run(`
      const logger = kit.createLogger('svc', 'info');
      logger.info('first');
      logger.info('second');
      // Written straight to the file descriptor: it overtakes the lines still waiting in the batch.
      writeSync(1, 'unbuffered\\n');
      // Still running: the batch goes out within the flush interval, without an exit.
      setTimeout(() => { writeSync(1, 'later\\n'); process.exit(0); }, kit.LOG_FLUSH_INTERVAL_MS * 2.5);
    `);
    expect(code).toBe(0);
    expect(linesOf(out)).toEqual(['unbuffered', 'first', 'second', 'later']);
  });

  it('are all written when the process exits at once, or dies of an uncaught error', async () => {
    const exit = await run(`
      const logger = kit.createLogger('svc', 'info');
      for (let i = 1; i <= 3; i += 1) logger.info('line ' + i);
      process.exit(0);
    `);
    expect(linesOf(exit.out)).toEqual(['line 1', 'line 2', 'line 3']);

    const crash = await run(`
      const logger = kit.createLogger('svc', 'info');
      logger.error('about to fail');
      setImmediate(() => { throw new Error('boom'); });
    `);
    expect(crash.code).toBe(1);
    expect(linesOf(crash.out)).toEqual(['about to fail']);
  });

  it('carry the request id of the request they describe', async () => {
    const { out, code } = await run(`
      const { default: express } = await import('express');
      const app = express();
      app.use(kit.requestContext(kit.createLogger('svc', 'debug')));
      app.get('/hello', (_req, res) => void res.json({ ok: true }));
      const running = await kit.listen(app, 0);
      const answer = await fetch(running.url + '/hello', { headers: { 'x-request-id': 'req-from-gateway-1' } });
      await answer.text();
      process.exit(0);
    `);
    expect(code).toBe(0);
    const logged = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            service: string;
            req?: { id: string; url: string };
            res?: { statusCode: number };
          },
      );
    expect(logged).toEqual([
      expect.objectContaining({
        service: 'svc',
        msg: 'request completed',
        req: expect.objectContaining({ id: 'req-from-gateway-1', url: '/hello' }),
        res: { statusCode: 200 },
      }),
    ]);
  });
});
