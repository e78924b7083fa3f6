import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export function Tabs({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('fp-tabs', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('fp-tabs__list', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn('fp-tabs__trigger', className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('fp-tabs__content', className)} {...props} />;
}
