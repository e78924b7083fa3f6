import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group (a <legend>), e.g. "Poufs per delivery". */
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
  /**
   * The base of the radios' ids (`${idPrefix}-${value}`). Give one where the control is part of
   * an island, which is taken over as a root of its own: there useId() would not give the ids
   * the server wrote in the whole page.
   */
  idPrefix?: string;
}

/**
 * A row of mutually exclusive choices built from native radio buttons, so arrow keys, form
 * posting and screen reader semantics come from the browser. Shows every option at once,
 * which suits short lists such as pouf counts or delivery rhythms.
 */
export function SegmentedControl<T extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  className,
  idPrefix,
}: SegmentedControlProps<T>) {
  const generatedId = useId();
  const baseId = idPrefix ?? generatedId;
  return (
    <fieldset className={cn('fp-segmented', className)}>
      <legend className="fp-segmented__legend">{legend}</legend>
      <div className="fp-segmented__options">
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <div key={option.value} className="fp-segmented__option">
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onValueChange(option.value)}
                className="fp-segmented__input"
              />
              <label htmlFor={id} className="fp-segmented__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
