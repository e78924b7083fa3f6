import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/**
 * A placeholder block. Hidden from assistive technology: the loading region around it should
 * carry aria-busy and a text alternative instead.
 */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div aria-hidden="true" className={cn('fp-skeleton', className)} {...props} />;
}
