import { ENTRY_EMAIL_KIND_LABELS, ENTRY_EMAIL_STATUS_LABELS, type EntryEmail } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';
import { Badge, type BadgeVariant, Button, Spinner } from '@fresh-pouf/ui';
import { formatDateTime } from '../../lib/format';
import { useEntryEmails } from './api/entry-emails';

const STATUS_BADGES: Record<EntryEmail['status'], BadgeVariant> = {
  queued: 'outline',
  sent: 'success',
  failed: 'warning',
  bounced: 'warning',
  cancelled: 'secondary',
};

const STREAMS: Record<EntryEmail['stream'], string> = { outbound: 'Transactional', broadcast: 'List mail' };

/**
 * The e-mails sent to one entry, newest first, in the detail panel: which e-mail, on which
 * stream, what became of it and when. What they said is not shown (nor sent by the server).
 */
export function EntryEmails({ entryId, erased }: { entryId: number; erased: boolean }) {
  const history = useEntryEmails(entryId);
  const headingId = `entry-${entryId}-emails`;
  return (
    <section className="fpa-card-section" aria-labelledby={headingId} aria-busy={history.isPending || undefined}>
      <h3 id={headingId} className="fpa-subtitle">
        E-mails
      </h3>
      {history.isPending ? (
        <Spinner size="sm" label="Loading e-mails" />
      ) : history.isError ? (
        <div className="fpa-row">
          <p className="fpa-muted">The e-mails could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : history.data.emails.length === 0 ? (
        <p className="fpa-muted">
          {erased ? 'None kept: the e-mails went with the personal data.' : 'No e-mails sent yet.'}
        </p>
      ) : (
        <>
          <ul className="fpa-mails">
            {history.data.emails.map((email, index) => (
              <li key={`${email.queuedAt}-${index}`} className="fpa-mails__item">
                <span className="fpa-mails__what">
                  <span className="fpa-mails__kind">{ENTRY_EMAIL_KIND_LABELS[email.kind] ?? email.kind}</span>
                  <span className="fpa-muted">
                    {STREAMS[email.stream]} ·{' '}
                    {email.sentAt ? `sent ${formatDateTime(email.sentAt)}` : `queued ${formatDateTime(email.queuedAt)}`}
                  </span>
                </span>
                <Badge variant={STATUS_BADGES[email.status]}>{ENTRY_EMAIL_STATUS_LABELS[email.status]}</Badge>
              </li>
            ))}
          </ul>
          {history.data.total > history.data.emails.length ? (
            <p className="fpa-muted">
              The newest {history.data.emails.length} of {formatCount(history.data.total)} e-mails.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
