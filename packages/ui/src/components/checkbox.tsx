import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from '../icons';
import { cn } from '../lib/cn';

/**
 * A Radix checkbox: a button with role="checkbox", plus a hidden native input inside a form
 * so `name` and `value` still post. Label it with <Label htmlFor={id}>.
 */
export function Checkbox({ className, ...props }: ComponentPropsWithRef<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root className={cn('fp-checkbox', className)} {...props}>
      <CheckboxPrimitive.Indicator className="fp-checkbox__indicator">
        <CheckIcon size={16} strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
