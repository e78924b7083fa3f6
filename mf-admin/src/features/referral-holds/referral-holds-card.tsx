import { REFERRAL_HOLD_MESSAGES, type ReferralHold } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { useEffect, useRef, useState } from 'react';
import { ScrollTable } from '../../components/scroll-table';
import { formatDateTime } from '../../lib/format';
import { useReferralDecision } from './api/referral-decision';
import { useReferralHolds } from './api/referral-holds';

const M = REFERRAL_HOLD_MESSAGES;

/** Name over address, each cut to the column with the whole text on hover: the reason and the buttons stay in view at 1280 px. */
const who = (person: { id: number; fullName: string; email: string }) => (
  <span className="fpa-person">
    <span className="fpa-person__line" title={`#${person.id} ${person.fullName}`}>
      #{person.id} {person.fullName}
    </span>
    <span className="fpa-person__line fpa-muted" title={person.email}>
      {person.email}
    </span>
  </span>
);

/**
 * Referrals held for review: a friend's confirmed sign-up that would have moved its
 * referrer up, and why it waits. Every staff member sees the queue; admins approve (the referrer
 * moves up) or refuse (never credited). `canDecide`: the signed-in user is an admin (core
 * refuses anyone else all the same).
 */
export function ReferralHoldsCard({ canDecide }: { canDecide: boolean }) {
  const holds = useReferralHolds();
  const approve = useReferralDecision('approve');
  const refuse = useReferralDecision('refuse');
  const confirmRefuse = useConfirm<ReferralHold>();
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const busy = approve.isPending || refuse.isPending;

  // The decided row leaves the list, and with it the button that had focus: focus goes to what happened.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const decided = (message: string) => () => setOutcome(message);
  const total = holds.data?.total ?? 0;

  return (
    <Card>
      <CardHeader className="fpa-row fpa-row--between">
        <CardTitle as="h2">{M.title}</CardTitle>
        {total > 0 ? <Badge variant="warning">{formatCount(total)} waiting</Badge> : null}
      </CardHeader>
      <CardContent className="fpa-stack">
        <p className="fpa-muted">{canDecide ? M.intro : M.adminsDecide}</p>
        <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome ? undefined : 'fp-visually-hidden'}>
          {outcome}
        </p>
        {holds.isPending ? (
          <Spinner label="Loading held referrals" />
        ) : holds.isError ? (
          <p role="alert">Held referrals could not be loaded. Please reload the page.</p>
        ) : !holds.data.holds.length ? (
          <p className="fpa-muted">{M.empty}</p>
        ) : (
          <ScrollTable
            label={M.title}
            height="fit"
            columns={['Friend', 'Referrer', 'Reason', 'Held', ...(canDecide ? ['Decision'] : [])]}
          >
            {holds.data.holds.map((hold) => (
              <tr key={hold.entryId}>
                <td>{who({ id: hold.entryId, fullName: hold.fullName, email: hold.email })}</td>
                <td>{hold.referrer ? who(hold.referrer) : <span className="fpa-muted">Gone</span>}</td>
                <td className="fpa-cell-prose">{M.reasons[hold.reason]}</td>
                <td>{formatDateTime(hold.heldAt)}</td>
                {canDecide ? (
                  <td>
                    <div className="fpa-row fpa-decision">
                      <Button
                        size="sm"
                        aria-label={`${M.approve} the referral of ${hold.fullName}`}
                        disabled={busy}
                        onClick={() => approve.mutate(hold.entryId, { onSuccess: decided(M.approved(hold.fullName)) })}
                      >
                        {M.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${M.refuse} the referral of ${hold.fullName}`}
                        disabled={busy}
                        onClick={() => confirmRefuse.ask(hold)}
                      >
                        {M.refuse}
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </ScrollTable>
        )}
        {holds.data && holds.data.total > holds.data.holds.length ? (
          <p className="fpa-muted">
            The oldest {formatCount(holds.data.holds.length)} of {formatCount(holds.data.total)} are shown; decide these
            to see the rest.
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        {...confirmRefuse.dialog}
        title={M.refuseTitle(confirmRefuse.subject?.fullName ?? '')}
        description={M.refuseDescription}
        confirmLabel={M.refuse}
        onConfirm={() => {
          const hold = confirmRefuse.subject;
          if (hold) refuse.mutate(hold.entryId, { onSuccess: decided(M.refused(hold.fullName)) });
        }}
      />
    </Card>
  );
}
