import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

/** Props to spread on the field's control so it is labelled and described. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The first error for this field; shown under it and linked to the control. */
  error?: string | undefined;
  /** Guidance shown under the label until there is an error to show as well. */
  hint?: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error in one accessible unit. The error is tied to the control via
 * aria-describedby (read when the field is focused) and announced as an alert when it appears.
 */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('fp-field', error && 'fp-field--invalid', className)}>
      <Label htmlFor={controlId} className="fp-field__label">
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="fp-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} role="alert" className="fp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
