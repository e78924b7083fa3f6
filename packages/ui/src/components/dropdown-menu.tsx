import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/**
 * A menu of actions behind one button (Radix DropdownMenu): arrow keys move through the items,
 * Escape closes it and focus returns to the button. For a table row's actions, so each row
 * keeps one compact control however many things can be done to it.
 */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ className, sideOffset = 4, align = 'end', ...props }: ComponentPropsWithRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content className={cn('fp-menu', className)} sideOffset={sideOffset} align={align} collisionPadding={8} {...props} />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithRef<typeof Menu.Item>) {
  return <Menu.Item className={cn('fp-menu__item', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('fp-menu__separator', className)} {...props} />;
}
