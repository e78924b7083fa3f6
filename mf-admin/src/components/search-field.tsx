import { Input } from '@fresh-pouf/ui';

interface SearchFieldProps {
  /** The field's accessible name; the placeholder shows what may be searched for. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange(value: string): void;
}

/** A list screen's search box: the list follows what is typed. */
export function SearchField({ label, placeholder, value, onValueChange }: SearchFieldProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
