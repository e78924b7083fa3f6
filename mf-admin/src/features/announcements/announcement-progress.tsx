import type { Announcement } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';

/** Everyone the send was queued for: the recipients count once known, else the four parts added up. */
export function progressTotals(announcement: Pick<Announcement, 'progress' | 'recipients'>) {
  const { sent, failed, skipped, left } = announcement.progress;
  const done = sent + failed + skipped;
  const total = Math.max(announcement.recipients ?? 0, done + left);
  return { done, total };
}

/**
 * Where a send stands, as the server counts it: a progress bar (done of total) and the four
 * counts in words. Read from the server each time, so a reload shows the same.
 */
export function AnnouncementProgress({
  announcement,
  compact = false,
}: {
  announcement: Announcement;
  compact?: boolean;
}) {
  const { sent, failed, skipped, left } = announcement.progress;
  const { done, total } = progressTotals(announcement);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className={compact ? 'fpa-progress fpa-progress--compact' : 'fpa-progress'}>
      <div
        className="fpa-progress__track"
        role="progressbar"
        aria-label={`Sending "${announcement.subject}"`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${formatCount(done)} of ${formatCount(total)} handled (${percent}%)`}
      >
        <div className="fpa-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <ul className="fpa-progress__counts" aria-label="Progress">
        <li>
          Sent <strong>{formatCount(sent)}</strong>
        </li>
        <li>
          Failed <strong>{formatCount(failed)}</strong>
        </li>
        <li>
          Skipped <strong>{formatCount(skipped)}</strong>
        </li>
        <li>
          Left <strong>{formatCount(left)}</strong>
        </li>
      </ul>
    </div>
  );
}
