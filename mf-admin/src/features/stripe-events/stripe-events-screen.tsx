import {
  STRIPE_EVENT_MESSAGES,
  STRIPE_EVENT_OUTCOME_LABELS,
  STRIPE_EVENT_OUTCOMES,
  type StripeEventLogEntry,
  type StripeEventOutcome,
} from '@fresh-pouf/contracts';
import { Badge, type BadgeVariant, Button, FormField, Input, Spinner, toast } from '@fresh-pouf/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import { useState } from 'react';
import { failureToast } from '../../app/admin-toasts';
import { AdminsOnly } from '../../components/admins-only';
import { ScrollTable } from '../../components/scroll-table';
import type { SignedInScreenProps } from '../../components/staff-screen';
import { useLoadFailure } from '../../lib/call-failures';
import { formatDateTime } from '../../lib/format';
import { useReplayStripeEvent } from './api/replay-stripe-event';
import { useStripeEvents } from './api/stripe-events';
import { ReconcileCard } from './reconcile-card';

const TITLE = 'Stripe Events';

export function StripeEventsScreen({ session }: SignedInScreenProps) {
  return session.user.role === 'admin' ? (
    <StripeEvents />
  ) : (
    <AdminsOnly screen={TITLE}>
      Only an admin can see Stripe Events, replay one, or check subscriptions against Stripe.
    </AdminsOnly>
  );
}

const ALL = 'all';
const VARIANTS: Record<StripeEventOutcome, BadgeVariant> = {
  received: 'outline',
  applied: 'success',
  stale: 'secondary',
  'no-entry': 'secondary',
  ignored: 'outline',
  failed: 'warning',
};

function StripeEvents() {
  const [outcome, setOutcome] = useState<StripeEventOutcome | typeof ALL>(ALL);
  const [type, setType] = useState('');
  const events = useStripeEvents({ outcome: outcome === ALL ? undefined : outcome, type });

  useLoadFailure(events.error, () => toast(failureToast('Error', STRIPE_EVENT_MESSAGES.loadFailed)));

  return (
    <div className="fpa-stack">
      <div>
        <h1 className="fpa-title">{TITLE}</h1>
        <p className="fpa-muted">
          Every webhook event Stripe sent, newest first, and what the product made of it. A failed event can be
          replayed.
        </p>
      </div>
      <ReconcileCard />
      <div className="fpa-row">
        <FormField label="Outcome">
          {({ id }) => (
            <Select value={outcome} onValueChange={(value) => setOutcome(value as StripeEventOutcome | typeof ALL)}>
              <SelectTrigger id={id}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All outcomes</SelectItem>
                {STRIPE_EVENT_OUTCOMES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {STRIPE_EVENT_OUTCOME_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Event type">
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. invoice.paid"
              value={type}
              onChange={(e) => setType(e.target.value)}
            />
          )}
        </FormField>
      </div>
      {events.isPending ? (
        <Spinner label="Loading Stripe events" />
      ) : events.data?.events.length ? (
        <ScrollTable label="Stripe events" columns={['Received', 'Type', 'Entry', 'Outcome', 'Attempts', 'Replay']}>
          {events.data.events.map((event) => (
            <EventRow key={event.eventId} event={event} />
          ))}
        </ScrollTable>
      ) : (
        <div className="fpa-empty">
          <p className="fpa-empty__title">No Stripe events</p>
          <p className="fpa-muted">Nothing matches these filters yet.</p>
        </div>
      )}
    </div>
  );
}

function EventRow({ event }: { event: StripeEventLogEntry }) {
  const replay = useReplayStripeEvent();
  return (
    <tr>
      <td>{formatDateTime(event.receivedAt)}</td>
      <td>
        <code>{event.type}</code>
        <span className="fpa-muted fpa-event-id">{event.eventId}</span>
      </td>
      <td>{event.entryEmail ?? <span className="fpa-muted">None</span>}</td>
      <td>
        <Badge variant={VARIANTS[event.outcome]}>{STRIPE_EVENT_OUTCOME_LABELS[event.outcome]}</Badge>
        {event.error ? <span className="fpa-muted fpa-event-error">{event.error}</span> : null}
      </td>
      <td>{event.attempts}</td>
      <td>
        {event.outcome === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Replay ${event.type} ${event.eventId}`}
            disabled={replay.isPending}
            onClick={() =>
              replay.mutate(event.eventId, {
                // The call worked, yet the event may have failed again: that is a failure to see, not a success.
                onSuccess: (after) =>
                  after.outcome === 'failed'
                    ? toast({
                        title: 'Replay failed again',
                        description: `${event.type}: ${after.error ?? 'the product could not apply it'}`,
                        variant: 'destructive',
                      })
                    : toast({
                        title: 'Event replayed',
                        description: `${event.type}: ${STRIPE_EVENT_OUTCOME_LABELS[after.outcome]}`,
                      }),
              })
            }
          >
            {replay.isPending ? 'Replaying...' : 'Replay'}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
