import {
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  frequencySchema,
  type Frequency,
} from '@fresh-pouf/contracts';
import { FormField, NativeSelect } from '@fresh-pouf/ui';
import type { FieldErrors } from '../lib/check-waitlist-form';
import { WAITLIST_FIELD_IDS } from '../lib/field-ids';
import { WAITLIST_FIELD_NAMES } from '../lib/form-fields';

export interface FamilyOptionsProps {
  numberOfPoufs: number;
  frequency: Frequency;
  errors: FieldErrors;
  onNumberOfPoufsChange: (poufs: number) => void;
  onFrequencyChange: (frequency: Frequency) => void;
}

/**
 * How many colour-coded poufs, and how often: drawn always, shown by the stylesheet only while
 * the plan select says Family, so picking Family shows them with or without the page's script.
 */
export function FamilyOptions({
  numberOfPoufs,
  frequency,
  errors,
  onNumberOfPoufsChange,
  onFrequencyChange,
}: FamilyOptionsProps) {
  return (
    <div className="mk-waitlist-form__row mk-family-fields">
      <FormField id={WAITLIST_FIELD_IDS.numberOfPoufs} label="Number of Poufs" error={errors.numberOfPoufs}>
        {(control) => (
          <NativeSelect
            {...control}
            name={WAITLIST_FIELD_NAMES.numberOfPoufs}
            value={String(numberOfPoufs)}
            onChange={(event) => onNumberOfPoufsChange(Number(event.target.value))}
          >
            {FAMILY_POUF_CHOICES.map((count) => (
              <option key={count} value={String(count)}>
                {count} poufs
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={WAITLIST_FIELD_IDS.frequency} label="Delivery Frequency" error={errors.frequency}>
        {(control) => (
          <NativeSelect
            {...control}
            name={WAITLIST_FIELD_NAMES.frequency}
            value={frequency}
            onChange={(event) => {
              const parsed = frequencySchema.safeParse(event.target.value);
              if (parsed.success) onFrequencyChange(parsed.data);
            }}
          >
            {FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {FREQUENCY_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
