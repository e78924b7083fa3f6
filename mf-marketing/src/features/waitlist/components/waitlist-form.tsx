import { LEGAL_DOCUMENTS, PLANS, planIdSchema, SECTION_IDS } from '@fresh-pouf/contracts';
import { Button, FormField, Input, NativeSelect, Spinner } from '@fresh-pouf/ui';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { WaitlistForm as WaitlistFormModel } from '../hooks/use-waitlist-form';
import { WAITLIST_FIELD_IDS } from '../lib/field-ids';
import { WAITLIST_FIELD_NAMES } from '../lib/form-fields';
import { useFormAttribution, useFormKey } from '../lib/form-outcome';
import { useTakenOver } from '@fresh-pouf/remote-kit/islands';
import { PLAN_ANCHOR_ID, WAITLIST_FORM_LIVE_ATTRIBUTE } from '../../../lib/plan-selection';
import { EarlyBirdField } from './early-bird-field';
import { FamilyOptions } from './family-options';
import { HoneypotField } from './honeypot-field';
import { PlanSummary } from './plan-summary';

export const SUBMIT_LABELS = {
  waitlist: 'Join the Waitlist',
  earlyBird: 'Continue to Early Bird Checkout',
  submitting: 'Joining...',
} as const;

export interface WaitlistFormProps {
  form: WaitlistFormModel;
  submitting: boolean;
  onSubmit: () => void;
  /** The field only bots fill in. */
  honeypot: RefObject<HTMLInputElement | null>;
  /** Why the form sent as HTML was refused, when no field is to blame. */
  message?: string | undefined;
}

// Sent as HTML (before or without the page's script), the form posts to the landing page, whose
// server action takes it (api/waitlist-form-action.ts), and the answer opens at the form.
const FORM_ACTION = `/#${SECTION_IDS.joinWaitlist}`;

export function WaitlistForm({ form, submitting, onSubmit, honeypot, message }: WaitlistFormProps) {
  const { values, errors } = form;
  const formKey = useFormKey();
  const attribution = useFormAttribution();
  const live = useTakenOver();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    // noValidate: the shared schema's messages replace the browser's own bubbles.
    <form
      className="mk-waitlist-form"
      method="post"
      action={FORM_ACTION}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="mk-waitlist-title"
      // Taken over: from here a press is handled in the page (toasts, no reload), not posted.
      {...{ [WAITLIST_FORM_LIVE_ATTRIBUTE]: live ? '' : undefined }}
    >
      {message ? (
        <p className="mk-waitlist-form__message" role="alert">
          {message}
        </p>
      ) : null}
      {formKey ? <input type="hidden" name={WAITLIST_FIELD_NAMES.idempotencyKey} value={formKey} /> : null}
      {attribution ? <input type="hidden" name={WAITLIST_FIELD_NAMES.attribution} value={attribution} /> : null}
      <div className="mk-waitlist-form__row">
        <FormField id={WAITLIST_FIELD_IDS.fullName} label="Full Name" error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              name={WAITLIST_FIELD_NAMES.fullName}
              autoComplete="name"
              placeholder="e.g. Jamie Rivera"
              aria-required="true"
              value={values.fullName}
              onChange={(event) => form.setFullName(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={WAITLIST_FIELD_IDS.email} label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name={WAITLIST_FIELD_NAMES.email}
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder="you@example.com"
              aria-required="true"
              value={values.email}
              onChange={(event) => form.setEmail(event.target.value)}
            />
          )}
        </FormField>
      </div>

      <FormField id={WAITLIST_FIELD_IDS.plan} label="Plan" error={errors.plan} className="mk-plan-field">
        {(control) => (
          <>
            <span id={PLAN_ANCHOR_ID} className="mk-plan-field__anchor" aria-hidden="true" />
            <NativeSelect
              {...control}
              name={WAITLIST_FIELD_NAMES.plan}
              value={values.plan}
              onChange={(event) => {
                const plan = planIdSchema.safeParse(event.target.value);
                if (plan.success) form.setPlan(plan.data);
              }}
            >
              {PLANS.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.title}
                </option>
              ))}
            </NativeSelect>
          </>
        )}
      </FormField>

      <FamilyOptions
        numberOfPoufs={values.numberOfPoufs}
        frequency={values.frequency}
        errors={errors}
        onNumberOfPoufsChange={form.setNumberOfPoufs}
        onFrequencyChange={form.setFrequency}
      />

      {/* In the server's HTML too, so the form keeps its size when its code takes it over (a tap on
          the button or a link at that moment lands where it was aimed); hidden until then,
          and left out in a browser that runs no script (waitlist.css): the price follows the
          choices only while the script runs. */}
      <PlanSummary values={values} />

      <EarlyBirdField checked={values.earlyBird} onCheckedChange={form.setEarlyBird} />

      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? (
          <>
            <Spinner size="sm" />
            {SUBMIT_LABELS.submitting}
          </>
        ) : values.earlyBird ? (
          SUBMIT_LABELS.earlyBird
        ) : (
          SUBMIT_LABELS.waitlist
        )}
      </Button>

      <p className="fp-fine-print mk-waitlist-form__consent">
        By joining, you accept our <Link to={LEGAL_DOCUMENTS.privacy.path}>Privacy Policy</Link>.
      </p>
      <p className="fp-fine-print">
        {values.earlyBird
          ? 'You can cancel at any time. Your Early Bird price stays the same for as long as you keep your subscription.'
          : 'Joining the waitlist is free. We only use your email to tell you about Fresh Pouf.'}
      </p>
      <HoneypotField inputRef={honeypot} />
    </form>
  );
}
