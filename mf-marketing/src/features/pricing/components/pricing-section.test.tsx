import {
  ACTIVATE_EARLY_BIRD_EVENT,
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  PERIOD_LABELS,
  PLANS,
  familyPrice,
  formatPrice,
} from '@fresh-pouf/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingSection } from './pricing-section';

afterEach(() => vi.restoreAllMocks());

function familyCard() {
  return screen.getByRole('article', { name: 'Family' });
}

describe('Pricing section', () => {
  it('shows the four plans with regular, Early Bird and savings from PLANS', () => {
    render(<PricingSection />);
    for (const plan of PLANS.filter((p) => !p.isFamily)) {
      const card = within(screen.getByRole('article', { name: plan.title }));
      expect(card.getByText(formatPrice(plan.price)).closest('s')).not.toBeNull();
      expect(card.getByText(formatPrice(plan.discountedPrice))).toBeTruthy();
      expect(card.getByText(`Save ${plan.savings}`)).toBeTruthy();
      if (plan.note) expect(card.getByText(plan.note)).toBeTruthy();
    }
    expect(within(screen.getByRole('article', { name: 'Bi-Monthly' })).getByText('Most Popular')).toBeTruthy();
    expect(within(familyCard()).getByText('Save 25%')).toBeTruthy();
  });

  it('starts the family card at 2 poufs, monthly', () => {
    render(<PricingSection />);
    const expected = familyPrice(2, 'monthly');
    expect(screen.getByTestId('family-price').textContent).toBe(formatPrice(expected.earlyBird));
    expect(screen.getByTestId('family-regular-price').textContent).toBe(formatPrice(expected.regular));
    const card = within(familyCard());
    expect((card.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
    expect((card.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('follows familyPrice live for every pouf count and frequency', async () => {
    const user = userEvent.setup();
    render(<PricingSection />);
    const poufs = within(screen.getByRole('group', { name: 'Poufs per delivery' }));
    const frequencies = within(screen.getByRole('group', { name: 'How often' }));

    for (const count of FAMILY_POUF_CHOICES) {
      await user.click(poufs.getByRole('radio', { name: String(count) }));
      for (const frequency of FREQUENCIES) {
        await user.click(frequencies.getByRole('radio', { name: FREQUENCY_LABELS[frequency] }));
        const expected = familyPrice(count, frequency);
        expect(screen.getByTestId('family-price').textContent).toBe(formatPrice(expected.earlyBird));
        expect(screen.getByTestId('family-regular-price').textContent).toBe(formatPrice(expected.regular));
        expect(screen.getByTestId('family-price').parentElement?.textContent).toContain(PERIOD_LABELS[frequency]);
      }
    }
  });

  it('"Secure Early Bird Pricing" raises activateEarlyBird and glides to the waitlist form', async () => {
    const user = userEvent.setup();
    const target = document.createElement('section');
    target.id = 'join-waitlist';
    document.body.append(target);
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView').mockImplementation(() => {});
    const heard = vi.fn();
    window.addEventListener(ACTIVATE_EARLY_BIRD_EVENT, heard);

    render(<PricingSection />);
    await user.click(screen.getByRole('button', { name: 'Secure Early Bird Pricing' }));

    expect(heard).toHaveBeenCalledOnce();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
    window.removeEventListener(ACTIVATE_EARLY_BIRD_EVENT, heard);
    target.remove();
  });
});
