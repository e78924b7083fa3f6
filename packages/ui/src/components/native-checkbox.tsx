import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/**
 * The browser's own checkbox, drawn as the Radix one: it works and posts before any script
 * has arrived. Label it with <Label htmlFor={id}>.
 */
export function NativeCheckbox({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return <input type="checkbox" className={cn('fp-checkbox', 'fp-native-checkbox', className)} {...props} />;
}
