import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cn('fp-input', 'fp-textarea', className)} {...props} />;
}
