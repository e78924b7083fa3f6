import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return <input type={type} className={cn('fp-input', className)} {...props} />;
}
