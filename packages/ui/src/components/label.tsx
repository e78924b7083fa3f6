import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export function Label({ className, ...props }: ComponentPropsWithRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('fp-label', className)} {...props} />;
}
