import type { ComponentPropsWithRef } from 'react';
import { JOIN_WAITLIST_ACTION, waitlistFormListens } from '../../../lib/plan-selection';

export interface JoinWaitlistFormProps extends Omit<ComponentPropsWithRef<'form'>, 'action' | 'method' | 'onSubmit'> {
  /** Where the page opens without the script: the waitlist section unless the action needs a nearer place. */
  action?: string;
  /** Sent as hidden fields, e.g. { plan: 'monthly' }. */
  fields: Readonly<Record<string, string>>;
  /**
   * What the island's code does instead of loading the page again: pre-fill the form on the page
   * and glide there. Without it the page's early actions may take the press (`data-ticks`).
   */
  onJoin?: (form: HTMLFormElement) => void;
}

/**
 * A pricing action, HTML first: a GET form to the waitlist section, its choice in the query
 * (its hidden fields and any control inside it), so a press works before the script arrives
 * and without it. Once the script runs, and the waitlist form's has too, it keeps the visitor on the page instead.
 */
export function JoinWaitlistForm({
  fields,
  onJoin,
  action = JOIN_WAITLIST_ACTION,
  children,
  ...props
}: JoinWaitlistFormProps) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={
        onJoin &&
        ((event) => {
          if (!waitlistFormListens()) return;
          event.preventDefault();
          onJoin(event.currentTarget);
        })
      }
      {...props}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
