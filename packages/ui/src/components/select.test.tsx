import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function PlanPicker() {
  const [plan, setPlan] = useState('bi-monthly');
  return (
    <form aria-label="plan form">
      <Label htmlFor="plan">Plan</Label>
      <Select name="plan" value={plan} onValueChange={setPlan}>
        <SelectTrigger id="plan">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="monthly">Monthly</SelectItem>
          <SelectItem value="bi-monthly">Bi-Monthly</SelectItem>
          <SelectItem value="family">Family</SelectItem>
        </SelectContent>
      </Select>
      <output>{plan}</output>
    </form>
  );
}

describe('<Select />', () => {
  it('is a labelled combobox showing the current value', () => {
    render(<PlanPicker />);
    const trigger = screen.getByLabelText('Plan');
    expect(trigger.getAttribute('role')).toBe('combobox');
    expect(trigger.textContent).toContain('Bi-Monthly');
  });

  it('opens with the keyboard and picks an option', async () => {
    const user = userEvent.setup();
    render(<PlanPicker />);
    screen.getByLabelText('Plan').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Family' }));
    expect(screen.getByRole('status').textContent).toBe('family');
    expect(screen.getByLabelText('Plan').textContent).toContain('Family');
  });

  it('opens with a click', async () => {
    const user = userEvent.setup();
    render(<PlanPicker />);
    await user.click(screen.getByLabelText('Plan'));
    await user.click(screen.getByRole('option', { name: 'Monthly' }));
    expect(screen.getByRole('status').textContent).toBe('monthly');
  });

  it('posts its value under its name inside a form', () => {
    render(<PlanPicker />);
    const form = screen.getByRole('form', { name: 'plan form' }) as HTMLFormElement;
    expect(new FormData(form).get('plan')).toBe('bi-monthly');
  });
});
