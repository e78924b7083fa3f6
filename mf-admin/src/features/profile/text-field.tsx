import { FormField, Input } from '@fresh-pouf/ui';

type TextFieldProps = {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  value: string;
  onValueChange(value: string): void;
};

/** One labelled, controlled input, as every profile form lays out its fields. */
export function TextField({ label, name, type, autoComplete, value, onValueChange }: TextFieldProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
