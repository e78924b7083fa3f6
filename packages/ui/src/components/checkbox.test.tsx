import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Label } from './label';

function EarlyBird() {
  const [checked, setChecked] = useState(false);
  return (
    <div>
      <Checkbox id="early" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
      <Label htmlFor="early">Claim my Early Bird discount</Label>
    </div>
  );
}

describe('<Checkbox />', () => {
  it('toggles by clicking it, its label, or pressing Space', async () => {
    const user = userEvent.setup();
    render(<EarlyBird />);
    const box = screen.getByRole('checkbox', { name: 'Claim my Early Bird discount' });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByText('Claim my Early Bird discount'));
    expect(box.getAttribute('aria-checked')).toBe('false');

    box.focus();
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
  });
});
