import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icons';
import { cn } from '../lib/cn';

/**
 * Radix Select root. Pass `name` (and `required`) so the hidden native <select> that Radix
 * renders inside a <form> posts the value; label the trigger with <Label htmlFor={triggerId}>.
 */
export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger className={cn('fp-input', 'fp-select__trigger', className)} {...props}>
      {children}
      <SelectPrimitive.Icon className="fp-select__icon">
        <ChevronDownIcon size={18} />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        className={cn('fp-popover', 'fp-select__content', className)}
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="fp-select__scroll">
          <ChevronUpIcon size={16} />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="fp-select__viewport">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="fp-select__scroll">
          <ChevronDownIcon size={16} />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Label>) {
  return <SelectPrimitive.Label className={cn('fp-select__label', className)} {...props} />;
}

export function SelectItem({ className, children, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item className={cn('fp-popover__item', 'fp-select__item', className)} {...props}>
      <SelectPrimitive.ItemIndicator className="fp-select__indicator">
        <CheckIcon size={16} />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentPropsWithRef<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('fp-popover__separator', className)} {...props} />;
}
