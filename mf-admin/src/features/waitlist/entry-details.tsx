import { type AdminWaitlistEntry, isErasedEntry } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';
import { Badge } from '@fresh-pouf/ui';
import { Sheet } from '@fresh-pouf/ui/sheet';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDateTime, planLabel } from '../../lib/format';
import { useErasures } from '../data-requests/api/erase-entry';
import { EntryDataActions } from '../data-requests/entry-data-actions';
import { EntryEmails } from './entry-emails';
import { SubscriptionCell } from './subscription-cell';

interface EntryDetailsProps {
  /** The entry shown; null closes the panel. */
  entry: AdminWaitlistEntry | null;
  isAdmin: boolean;
  onClose(): void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Everything the waitlist holds about one entry, beside the table: the table keeps the columns
 * staff read first, and this panel the rest (consent, source, referrals, payment, the e-mails
 * sent and, for admins, the data actions).
 */
export function EntryDetails({ entry, isAdmin, onClose }: EntryDetailsProps) {
  // The last entry shown stays drawn while the panel animates shut.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);
  return (
    <Sheet
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.fullName ?? ''}
      description={shown?.email}
    >
      {shown ? <EntryRecord key={shown.id} entry={shown} isAdmin={isAdmin} /> : null}
    </Sheet>
  );
}

function EntryRecord({ entry, isAdmin }: { entry: AdminWaitlistEntry; isAdmin: boolean }) {
  const erased = isErasedEntry(entry);
  // Said from the erasure itself: the Erase button that asked is gone by the time the list is read again.
  const mine = useErasures()
    .filter((erasure) => erasure.entryId === entry.id)
    .at(-1);
  const [openedAfter] = useState(() => mine?.at ?? 0);
  const erasedNow = mine && mine.at > openedAfter ? mine.message : null;
  const outcome = useRef<HTMLParagraphElement>(null);
  // The Erase button goes with the person's data: focus goes to the sentence saying what happened.
  useEffect(() => {
    if (erasedNow) outcome.current?.focus();
  }, [erasedNow]);

  return (
    <div className="fpa-stack">
      <Section title="Sign-up">
        <Item term="ID">{entry.id}</Item>
        <Item term="Plan">{planLabel(entry)}</Item>
        <Item term="Family plan">{yesNo(entry.isFamily)}</Item>
        <Item term="Early Bird">{yesNo(entry.earlyBird)}</Item>
        <Item term="Joined">{formatDateTime(entry.joinDate)}</Item>
        <Item term="Confirmed">{entry.confirmedAt ? formatDateTime(entry.confirmedAt) : 'Not yet'}</Item>
        <Item term="Position">{formatCount(entry.position)}</Item>
      </Section>
      <Section title="Source and referrals">
        <Item term="Source">{entry.source ?? 'Direct'}</Item>
        <Item term="Referrals">{formatCount(entry.referrals)} confirmed sign-ups through their link</Item>
      </Section>
      <Section title="Consent">
        <Item term="Privacy Policy">{entry.privacyVersion ? `Version ${entry.privacyVersion}` : 'None recorded'}</Item>
        <Item term="Accepted">
          {entry.privacyAcceptedAt ? formatDateTime(entry.privacyAcceptedAt) : 'None recorded'}
        </Item>
      </Section>
      <Section title="Payment">
        <Item term="Payment">
          {entry.paymentMade ? <Badge variant="success">Paid</Badge> : <Badge variant="outline">Pending</Badge>}
        </Item>
        <Item term="Subscription">
          <SubscriptionCell entry={entry} />
        </Item>
      </Section>
      <EntryEmails entryId={entry.id} erased={erased || Boolean(erasedNow)} />
      {isAdmin ? (
        <section className="fpa-card-section" aria-labelledby={`entry-${entry.id}-data`}>
          <h3 id={`entry-${entry.id}-data`} className="fpa-subtitle">
            Personal data
          </h3>
          {erasedNow || erased ? (
            <p ref={outcome} tabIndex={-1} role="status" className="fpa-outcome">
              {erasedNow ?? 'Erased: nothing of this person is left to export or erase.'}
            </p>
          ) : (
            <>
              <p className="fpa-muted">
                The export is a JSON file of everything held about this person, with every e-mail sent to them.
              </p>
              <EntryDataActions entry={entry} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="fpa-card-section">
      <h3 className="fpa-subtitle">{title}</h3>
      <dl className="fpa-details fpa-details--panel">{children}</dl>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
