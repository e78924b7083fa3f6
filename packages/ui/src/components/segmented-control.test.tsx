import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control';

function Poufs() {
  const [value, setValue] = useState<'2' | '3' | '4'>('2');
  return (
    <SegmentedControl
      legend="Poufs per delivery"
      name="poufs"
      value={value}
      onValueChange={setValue}
      options={[
        { value: '2', label: '2' },
        { value: '3', label: '3' },
        { value: '4', label: '4' },
      ]}
    />
  );
}

describe('<SegmentedControl />', () => {
  it('is a named group of radios that follows clicks', async () => {
    const user = userEvent.setup();
    render(<Poufs />);
    expect(screen.getByRole('group', { name: 'Poufs per delivery' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(false);
  });

  it("names its radios from idPrefix when given one (an island's ids must match the server's)", () => {
    render(
      <SegmentedControl
        legend="How often"
        name="frequency"
        idPrefix="family-frequency"
        value="monthly"
        onValueChange={() => {}}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'quarterly', label: 'Quarterly' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Quarterly' }).id).toBe('family-frequency-quarterly');
  });
});
