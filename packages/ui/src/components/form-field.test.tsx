import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('<FormField />', () => {
  it('labels the control and ties the error to it', () => {
    render(
      <FormField label="Email" error="Please enter a valid email address">
        {(control) => <Input type="email" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('is not invalid without an error', () => {
    render(<FormField label="Full Name">{(control) => <Input {...control} />}</FormField>);
    expect(screen.getByLabelText('Full Name').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
