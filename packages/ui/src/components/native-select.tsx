import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/**
 * The browser's own select, styled as the site's fields: it works before any script has
 * arrived, posts with its form, and opens the phone's own picker. Public forms use it; the
 * Radix select (`@fresh-pouf/ui/select`) is for screens that run only with their code.
 */
export function NativeSelect({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cn('fp-input', 'fp-native-select', className)} {...props} />;
}
