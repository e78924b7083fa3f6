import { FAMILY_POUF_CHOICES, FREQUENCIES, FREQUENCY_LABELS, frequencySchema, type Frequency } from '@fresh-pouf/contracts';
import { FormField } from '@fresh-pouf/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import type { FieldErrors } from '../lib/check-waitlist-form';
import { WAITLIST_FIELD_IDS } from '../lib/field-ids';

export interface FamilyOptionsProps {
  numberOfPoufs: number;
  frequency: Frequency;
  errors: FieldErrors;
  onNumberOfPoufsChange: (poufs: number) => void;
  onFrequencyChange: (frequency: Frequency) => void;
}

/** Shown only for the family plan: how many colour-coded poufs, and how often. */
export function FamilyOptions({ numberOfPoufs, frequency, errors, onNumberOfPoufsChange, onFrequencyChange }: FamilyOptionsProps) {
  return (
    <div className="mk-waitlist-form__row mk-family-fields">
      <FormField id={WAITLIST_FIELD_IDS.numberOfPoufs} label="Number of Poufs" error={errors.numberOfPoufs}>
        {(control) => (
          <Select
            name="numberOfPoufs"
            value={String(numberOfPoufs)}
            onValueChange={(value) => onNumberOfPoufsChange(Number(value))}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FAMILY_POUF_CHOICES.map((count) => (
                <SelectItem key={count} value={String(count)}>
                  {count} poufs
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField id={WAITLIST_FIELD_IDS.frequency} label="Delivery Frequency" error={errors.frequency}>
        {(control) => (
          <Select
            name="frequency"
            value={frequency}
            onValueChange={(value) => {
              const parsed = frequencySchema.safeParse(value);
              if (parsed.success) onFrequencyChange(parsed.data);
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FREQUENCIES.map((option) => (
                <SelectItem key={option} value={option}>
                  {FREQUENCY_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
