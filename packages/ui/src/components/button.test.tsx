import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('<Button />', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Learn More</Button>);
    const button = screen.getByRole('button', { name: 'Learn More' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('fp-button--primary');
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="#benefits">Learn More</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Learn More' });
    expect(link.getAttribute('href')).toBe('#benefits');
    expect(link.className).toBe('fp-button fp-button--outline fp-button--lg');
  });
});
