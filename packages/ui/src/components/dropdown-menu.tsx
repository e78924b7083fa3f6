import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/**
 * A menu of actions behind one button (Radix DropdownMenu): arrow keys move through the items,
 * Escape closes it and focus returns to the button. For a table row's actions, so each row
 * keeps one compact control however many things can be done to it. Not modal, as a menu button
 * is (WAI-ARIA APG): the rest of the page stays in the accessibility tree while it is open.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentPropsWithRef<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof Menu.Content> {
  /** Where the open menu is drawn; pass the page's main landmark so it sits inside one (default: the body). */
  container?: Element | null;
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  container,
  ...props
}: DropdownMenuContentProps) {
  return (
    <Menu.Portal container={container ?? undefined}>
      <Menu.Content
        className={cn('fp-popover', 'fp-menu', className)}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithRef<typeof Menu.Item>) {
  return <Menu.Item className={cn('fp-popover__item', 'fp-menu__item', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('fp-popover__separator', className)} {...props} />;
}
