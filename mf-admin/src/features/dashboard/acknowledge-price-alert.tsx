import { PRICE_ALERT_MESSAGES, type PriceAlert, priceAlertAcknowledgementSchema } from '@fresh-pouf/contracts';
import { Button, FormField, Input, toast } from '@fresh-pouf/ui';
import { type FormEvent, useState } from 'react';
import { useAcknowledgePriceAlert } from './api/acknowledge-price-alert';

const M = PRICE_ALERT_MESSAGES;

/**
 * An admin's way to close a price alert that needs no change in Stripe: a note for the audit log
 * says why. The same price then raises nothing; another one raises it again.
 */
export function AcknowledgePriceAlert({ alert }: { alert: PriceAlert }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const acknowledge = useAcknowledgePriceAlert();

  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={`${M.acknowledge} the price alert of ${alert.email}`}
        onClick={() => setOpen(true)}
      >
        {M.acknowledge}
      </Button>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = priceAlertAcknowledgementSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    acknowledge.mutate(
      { entryId: alert.entryId, note: parsed.data.note },
      { onSuccess: () => toast({ title: 'Alert acknowledged', description: M.acknowledged }) },
    );
  };

  return (
    <form
      className="fpa-row"
      onSubmit={submit}
      noValidate
      aria-label={`${M.acknowledge} the price alert of ${alert.email}`}
    >
      <FormField label={M.noteLabel} error={error}>
        {(control) => <Input {...control} value={note} maxLength={600} onChange={(e) => setNote(e.target.value)} />}
      </FormField>
      <Button type="submit" size="sm" disabled={acknowledge.isPending}>
        {acknowledge.isPending ? M.saving : M.save}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </form>
  );
}
