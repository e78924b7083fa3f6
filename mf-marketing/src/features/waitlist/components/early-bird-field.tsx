import { Label, NativeCheckbox } from '@fresh-pouf/ui';
import { EARLY_BIRD_ANCHOR_ID, EARLY_BIRD_CHECKBOX_ID, EARLY_BIRD_PERCENT } from '../../../lib/early-bird';
import { WAITLIST_FIELD_NAMES } from '../lib/form-fields';

export const EARLY_BIRD_LABEL = `Claim my Early Bird discount (${EARLY_BIRD_PERCENT} off, price locked for life)`;

export function EarlyBirdField({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="mk-early-bird-field">
      <span id={EARLY_BIRD_ANCHOR_ID} className="mk-early-bird-field__anchor" aria-hidden="true" />
      <NativeCheckbox
        id={EARLY_BIRD_CHECKBOX_ID}
        name={WAITLIST_FIELD_NAMES.earlyBird}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby="waitlist-early-bird-hint"
      />
      <div className="mk-early-bird-field__text">
        <Label htmlFor={EARLY_BIRD_CHECKBOX_ID} className="mk-early-bird-field__label">
          {EARLY_BIRD_LABEL}
        </Label>
        <p id="waitlist-early-bird-hint" className="mk-early-bird-field__hint">
          Early Birds start their subscription now: you will continue to secure checkout to pay for your first delivery.
        </p>
      </div>
    </div>
  );
}
