import { LEGAL_DOCUMENTS, PLANS, planIdSchema } from '@fresh-pouf/contracts';
import { Button, FormField, Input, Spinner } from '@fresh-pouf/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTypedBeforeHydration } from '../hooks/use-typed-before-hydration';
import type { WaitlistForm as WaitlistFormModel } from '../hooks/use-waitlist-form';
import { WAITLIST_FIELD_IDS } from '../lib/field-ids';
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
}

export function WaitlistForm({ form, submitting, onSubmit, honeypot }: WaitlistFormProps) {
  const { values, errors } = form;
  useTypedBeforeHydration({ fullName: form.setFullName, email: form.setEmail });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    // noValidate: the shared schema's messages replace the browser's own bubbles.
    <form className="mk-waitlist-form" noValidate onSubmit={handleSubmit} aria-labelledby="mk-waitlist-title">
      <div className="mk-waitlist-form__row">
        <FormField id={WAITLIST_FIELD_IDS.fullName} label="Full Name" error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              name="fullName"
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
              name="email"
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

      <FormField id={WAITLIST_FIELD_IDS.plan} label="Plan" error={errors.plan}>
        {(control) => (
          <Select
            name="plan"
            value={values.plan}
            onValueChange={(value) => {
              const plan = planIdSchema.safeParse(value);
              if (plan.success) form.setPlan(plan.data);
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLANS.map((plan) => (
                <SelectItem key={plan.id} value={plan.id}>
                  {plan.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>

      {values.isFamily ? (
        <FamilyOptions
          numberOfPoufs={values.numberOfPoufs}
          frequency={values.frequency}
          errors={errors}
          onNumberOfPoufsChange={form.setNumberOfPoufs}
          onFrequencyChange={form.setFrequency}
        />
      ) : null}

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

      <p className="mk-waitlist-form__consent">
        By joining, you accept our <Link to={LEGAL_DOCUMENTS.privacy.path}>Privacy Policy</Link>.
      </p>
      <p className="mk-waitlist-form__fine-print">
        {values.earlyBird
          ? 'You can cancel at any time. Your Early Bird price stays the same for as long as you keep your subscription.'
          : 'Joining the waitlist is free. We only use your email to tell you about Fresh Pouf.'}
      </p>
      <HoneypotField inputRef={honeypot} />
    </form>
  );
}
