import { Button, FormField, Input } from '@fresh-pouf/ui';
import { useState, type RefObject } from 'react';

interface CodeFieldProps {
  /** The label while it asks for the app's code. */
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** Whether a backup code may be typed instead (signing in, switching two-factor off). */
  allowBackup?: boolean;
  /** The input, for the caller to move focus to it (after a refused code). */
  inputRef: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
}

const BACKUP_HINT = 'One of the six-letter backup codes you kept when you set up two-factor authentication.';

/**
 * A two-factor code: an app's code is six digits, so a phone shows its number pad and offers the
 * code from a text message or the password manager; a backup code is six letters, so "Use a
 * backup code instead" switches the same field to a keyboard.
 */
export function CodeField({
  label,
  hint,
  value,
  onChange,
  error,
  allowBackup = false,
  inputRef,
  autoFocus,
}: CodeFieldProps) {
  const [backup, setBackup] = useState(false);
  return (
    <>
      <FormField label={backup ? 'Backup code' : label} hint={backup ? BACKUP_HINT : hint} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            name="code"
            inputMode={backup ? 'text' : 'numeric'}
            autoComplete={backup ? 'off' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={6}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      {allowBackup ? (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setBackup((b) => !b);
              onChange('');
              inputRef.current?.focus();
            }}
          >
            {backup ? 'Use a code from your authenticator app' : 'Use a backup code instead'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
