import type { Logger } from '@fresh-pouf/server-kit';

const KEPT_LINES = 60;
const SEVERE = /\b(FATAL|PANIC):/;
const EXPLAINING = /\b(FATAL|PANIC|ERROR|DETAIL|HINT|LOG):\s*(.*)$/;
// Most LOG lines are chatter, but bind failures are only reported at that level.
const isExplaining = (match: RegExpExecArray) => match[1] !== 'LOG' || /^could not/.test(match[2] ?? '');

/**
 * Collects PostgreSQL's stderr. The library rejects a failed start with `undefined`, so the
 * reason has to come from these lines.
 */
export class ServerLog {
  private readonly lines: string[] = [];

  constructor(private readonly logger: Logger) {}

  readonly write = (chunk: unknown): void => {
    const text = chunk instanceof Error ? chunk.message : String(chunk);
    for (const line of text.split('\n')) {
      const trimmed = line.trimEnd();
      if (!trimmed) continue;
      this.lines.push(trimmed);
      if (this.lines.length > KEPT_LINES) this.lines.shift();
      // Failed queries (e.g. unique violations the service handles) are routine: debug only.
      if (SEVERE.test(trimmed)) this.logger.error({ postgres: trimmed }, 'postgres');
      else this.logger.debug({ postgres: trimmed }, 'postgres');
    }
  };

  /** "FATAL: ... HINT: ..." from the recent lines, or the last few lines when none match. */
  explain(): string {
    const explaining = this.lines
      .map((line) => EXPLAINING.exec(line))
      .filter((match): match is RegExpExecArray => match !== null && isExplaining(match))
      .map((match) => `${match[1]}: ${match[2] ?? ''}`);
    const picked = explaining.length ? explaining : this.lines.slice(-5);
    return picked.length ? picked.join(' | ') : 'no output from postgres';
  }
}
