import { renderWithProviders } from '@fresh-pouf/remote-kit/testing';
import { installEarlyActions } from '@fresh-pouf/remote-kit/early-actions';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LandingRoute from './landing';

// The form's code, compiled once before the tests (a first compile can outlast a test's time).

describe('Landing route', () => {
  it('renders every section of the spec under its anchor', async () => {
    const { container } = renderWithProviders(<LandingRoute />);
    // The waitlist form's code loads on its own, just after the rest of the page.
    expect(await screen.findByRole('heading', { name: 'Join the Waitlist' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' })).toBeTruthy();
    expect(screen.getByText('Keep it fresh, keep it clean')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' }).getAttribute('href')).toBe('#join-waitlist');
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('#benefits');

    for (const id of ['benefits', 'how-it-works', 'pricing', 'join-waitlist']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    for (const name of ['Fresh & Clean', 'Bright & Beautiful', 'Family Friendly', 'Health Alert']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    for (const name of ['Choose Your Plan', 'We Deliver', 'Stay Fresh', 'Premium Quality Guarantee']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    for (const promise of [
      'Dermatologist tested',
      'Free from harmful chemicals and dyes',
      'Designed to maximize lather',
      'Ethically manufactured with eco-friendly packaging',
    ]) {
      expect(within(container.querySelector('#how-it-works') as HTMLElement).getByText(promise)).toBeTruthy();
    }
    const benefits = container.querySelector('#benefits')?.textContent ?? '';
    expect(benefits).toContain('650,000 bacteria colonies after 3 weeks');
    expect(benefits).toContain('keep poufs 8+ months');
    expect(benefits).toContain('3-4 weeks of use');
    expect(screen.getByRole('heading', { name: 'What the Experts Say' })).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('fills the form from a pricing card: plan, pouf count and frequency', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderWithProviders(<LandingRoute />);
    await screen.findByLabelText('Plan', {});

    const familyCard = within(screen.getByRole('article', { name: 'Family' }));
    await user.click(familyCard.getByRole('radio', { name: '5' }));
    await user.click(familyCard.getByRole('radio', { name: 'Quarterly' }));
    await user.click(familyCard.getByRole('button', { name: 'Choose Family' }));

    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('family');
    expect((screen.getByLabelText('Number of Poufs') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('Delivery Frequency') as HTMLSelectElement).value).toBe('quarterly');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Join the Waitlist' }));
  });

  it('"Secure Early Bird Pricing" ticks the Early Bird box of the form (the page\'s early actions, which the shell\'s page carries)', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const uninstall = installEarlyActions();
    // Awaited: the section's code arrives in a task of its own, and its effects (its listener for the event) with it.
    await act(async () => {
      renderWithProviders(<LandingRoute />);
    });
    const box: HTMLInputElement = await screen.findByRole('checkbox', { name: /Claim my Early Bird discount/ });
    expect(box.checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Secure Early Bird Pricing' }));
    expect(box.checked).toBe(true);
    // The form's own state heard it: its button now leads to checkout.
    expect(screen.getByRole('button', { name: 'Continue to Early Bird Checkout' })).toBeTruthy();
    uninstall();
  });
});
