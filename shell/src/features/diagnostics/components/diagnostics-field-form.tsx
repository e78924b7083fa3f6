import { Button, Input, Label } from '@fresh-pouf/ui';
import { type ComponentProps, type FormEvent, useId } from 'react';

interface DiagnosticsFieldFormProps {
  label: string;
  /** The field's type, value and the like; the form gives it its id. */
  input: Omit<ComponentProps<typeof Input>, 'id'>;
  submitLabel: string;
  /** Whether the field's value may be sent now: the button is disabled otherwise, and Enter does nothing. */
  ready: boolean;
  onSubmit(): void;
}

/** One labelled field and its button on one row: what the token form and the e-mail test both ask for. */
export function DiagnosticsFieldForm({ label, input, submitLabel, ready, onSubmit }: DiagnosticsFieldFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <form className="diag-test-form" onSubmit={submit}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="diag-test-form__row">
        <Input id={inputId} {...input} />
        <Button type="submit" disabled={!ready}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
