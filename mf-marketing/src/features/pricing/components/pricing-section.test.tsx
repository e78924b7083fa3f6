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
import { installEarlyActions } from '@fresh-pouf/remote-kit/early-actions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHOSEN_PLAN_CONTROL_ID, PLAN_SELECTED_EVENT, type PlanSelection } from '../../../lib/plan-selection';
import { WAITLIST_FIELD_IDS } from '../../waitlist/lib/field-ids';
import { PricingSection } from './pricing-section';

function familyCard() {
  return screen.getByRole('article', { name: 'Family' });
}

/** The waitlist form as its code marks it once it has taken it over (it then hears the pricing's events). */
function listeningWaitlistForm(): HTMLElement {
  const section = document.createElement('section');
  section.id = 'join-waitlist';
  section.innerHTML = '<form data-enhanced=""></form>';
  return document.body.appendChild(section);
}

/** The period shown beside the Early Bird price (the others are in the page, hidden). */
function shownPeriod(): string | null | undefined {
  return screen.getByTestId('family-price').closest('p')?.querySelector('.mk-plan-price__period > :not([hidden])')
    ?.textContent;
}

/** The section as the server sends it, in the page (remove it after). */
function serverPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<PricingSection />);
  document.body.append(page);
  return page;
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
        expect(shownPeriod()).toBe(PERIOD_LABELS[frequency]);
        // Only the chosen combination is left visible to the script's readers (and to browsers without :has()).
        const live = screen.getByTestId('family-price').closest('[aria-live]');
        expect(live?.getAttribute('aria-live')).toBe('polite');
        expect(live?.querySelectorAll('[data-for-poufs]:not([hidden])')).toHaveLength(2);
      }
    }
  });

  it('arrives as forms that work without the script: GET to the waitlist form, plan data only', () => {
    const page = serverPage();
    for (const plan of PLANS) {
      const card = within(page).getByRole('article', { name: plan.title });
      const button = within(card).getByRole('button', { name: `Choose ${plan.title}` }) as HTMLButtonElement;
      expect(button.type).toBe('submit');
      const form = button.form;
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/#join-waitlist-plan');
      const sent = new URLSearchParams(
        [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
      );
      expect(sent.toString()).toBe(plan.isFamily ? 'plan=family&poufs=2&frequency=monthly' : `plan=${plan.id}`);
    }

    const early = within(page).getByRole('button', { name: 'Secure Early Bird Pricing' }) as HTMLButtonElement;
    expect(early.type).toBe('submit');
    expect(early.form?.getAttribute('method')).toBe('get');
    // It opens the page at the Early Bird box (the section's top on a wide screen), where the tick shows.
    expect(early.form?.getAttribute('action')).toBe('/#join-waitlist-early-bird');
    expect([...new FormData(early.form as HTMLFormElement).keys()]).toEqual(['earlyBird']);
    page.remove();
  });

  it('puts every combination in the page, the first choices shown, the rest hidden until chosen', () => {
    const page = serverPage();
    const card = within(page).getByRole('article', { name: 'Family' });
    for (const count of FAMILY_POUF_CHOICES) {
      for (const frequency of FREQUENCIES) {
        const amounts = card.querySelectorAll(`[data-for-poufs="${count}"][data-for-frequency="${frequency}"]`);
        expect([...amounts].map((amount) => amount.textContent)).toEqual([
          formatPrice(familyPrice(count, frequency).regular),
          formatPrice(familyPrice(count, frequency).earlyBird),
        ]);
        for (const amount of amounts)
          expect(amount.hasAttribute('hidden')).toBe(count !== 2 || frequency !== 'monthly');
      }
    }
    expect(card.querySelectorAll('[data-testid="family-price"]')).toHaveLength(1);
    page.remove();
  });

  it('is taken over as an island without a mismatch, keeping radios ticked before', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The server renders the section deep in the whole page; the island is a root of its own,
    // so ids from useId() would differ: the radios' ids are given (idPrefix).
    const wholePage = document.createElement('div');
    wholePage.innerHTML = renderToString(
      <main>
        <p>Above</p>
        <div>
          <div data-island="marketing:pricing">
            <PricingSection />
          </div>
        </div>
      </main>,
    );
    const page = wholePage.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    document.body.append(page);
    within(page).getByRole<HTMLInputElement>('radio', { name: '3' }).checked = true;
    within(page).getByRole<HTMLInputElement>('radio', { name: 'Quarterly' }).checked = true;
    const problems = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(problems);
    const root = await act(async () => hydrateRoot(page, <PricingSection />, { onRecoverableError: problems }));
    expect(problems).not.toHaveBeenCalled();
    const expected = familyPrice(3, 'quarterly');
    expect(within(page).getByTestId('family-price').textContent).toBe(formatPrice(expected.earlyBird));
    expect(within(page).getByRole<HTMLInputElement>('radio', { name: '3' }).checked).toBe(true);
    act(() => root.unmount());
    page.remove();
  });

  it('"Choose Family" stays on the page with the script: it hands the choice to the waitlist form', async () => {
    const user = userEvent.setup();
    const heard = vi.fn<(selection: PlanSelection) => void>();
    const listener = (event: Event) => heard((event as CustomEvent<PlanSelection>).detail);
    window.addEventListener(PLAN_SELECTED_EVENT, listener);
    const submitted = vi.fn<(prevented: boolean) => void>();
    const onSubmit = (event: Event) => submitted(event.defaultPrevented);
    const waitlist = listeningWaitlistForm();
    vi.spyOn(waitlist, 'scrollIntoView').mockImplementation(() => {});

    render(<PricingSection />);
    // Heard after React's handler (the event bubbles from the form to the window).
    window.addEventListener('submit', onSubmit);
    await user.click(within(familyCard()).getByRole('radio', { name: '3' }));
    await user.click(within(familyCard()).getByRole('radio', { name: 'Quarterly' }));
    await user.click(within(familyCard()).getByRole('button', { name: 'Choose Family' }));
    await user.click(
      within(screen.getByRole('article', { name: 'Monthly' })).getByRole('button', { name: 'Choose Monthly' }),
    );

    expect(heard.mock.calls).toEqual([
      [{ plan: 'family', family: { numberOfPoufs: 3, frequency: 'quarterly' } }],
      [{ plan: 'monthly' }],
    ]);
    expect(submitted.mock.calls).toEqual([[true], [true]]);
    window.removeEventListener(PLAN_SELECTED_EVENT, listener);
    window.removeEventListener('submit', onSubmit);
    waitlist.remove();
  });

  it('leaves "Choose" to the browser while the waitlist form is not taken over yet: the page loads with the choice', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    window.addEventListener(PLAN_SELECTED_EVENT, heard);
    const submitted = vi.fn<(prevented: boolean) => void>();
    // The browser's own submission is stopped here only so the test's document stays.
    const onSubmit = (event: Event) => {
      submitted(event.defaultPrevented);
      event.preventDefault();
    };

    render(<PricingSection />);
    window.addEventListener('submit', onSubmit);
    await user.click(
      within(screen.getByRole('article', { name: 'Monthly' })).getByRole('button', { name: 'Choose Monthly' }),
    );

    expect(submitted.mock.calls).toEqual([[false]]);
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener(PLAN_SELECTED_EVENT, heard);
    window.removeEventListener('submit', onSubmit);
  });

  it('"Secure Early Bird Pricing" ticks the box, raises activateEarlyBird, glides to where it shows and focuses it, through the page\'s early actions', async () => {
    const user = userEvent.setup();
    const section = listeningWaitlistForm();
    section.insertAdjacentHTML(
      'beforeend',
      '<span id="join-waitlist-early-bird"></span><input type="checkbox" id="waitlist-early-bird">',
    );
    const anchor = section.querySelector('#join-waitlist-early-bird') as HTMLElement;
    const box = section.querySelector('#waitlist-early-bird') as HTMLInputElement;
    const scrollIntoView = vi.spyOn(anchor, 'scrollIntoView').mockImplementation(() => {});
    const heard = vi.fn();
    window.addEventListener(ACTIVATE_EARLY_BIRD_EVENT, heard);
    const uninstall = installEarlyActions();
    // Heard after the early actions: whether the press would still load a page.
    const loadsPage = vi.fn();
    const last = (event: Event) => loadsPage(!event.defaultPrevented);
    window.addEventListener('submit', last);

    render(<PricingSection />);
    await user.click(screen.getByRole('button', { name: 'Secure Early Bird Pricing' }));

    expect(loadsPage.mock.calls).toEqual([[false]]);
    expect(box.checked).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('waitlist-early-bird');

    // A second press keeps the box ticked.
    await user.click(screen.getByRole('button', { name: 'Secure Early Bird Pricing' }));
    expect(box.checked).toBe(true);
    expect(loadsPage.mock.calls).toEqual([[false], [false]]);
    uninstall();
    window.removeEventListener('submit', last);
    window.removeEventListener(ACTIVATE_EARLY_BIRD_EVENT, heard);
    section.remove();
  });
});

describe('where "Choose" lands', () => {
  /** The waitlist section with its Plan control, and the window as wide as `oneColumn` says. */
  function waitlistWithPlan(oneColumn: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width') && oneColumn,
      media: query,
    }));
    const section = listeningWaitlistForm();
    section.insertAdjacentHTML('afterbegin', '<h2 id="mk-waitlist-title" tabindex="-1" data-section-focus>Join</h2>');
    section
      .querySelector('form')
      ?.insertAdjacentHTML('beforeend', `<select id="${CHOSEN_PLAN_CONTROL_ID}"><option>Monthly</option></select>`);
    const plan = section.querySelector('select') as HTMLSelectElement;
    return {
      section,
      plan,
      sectionScroll: vi.spyOn(section, 'scrollIntoView').mockImplementation(() => {}),
      planScroll: vi.spyOn(plan, 'scrollIntoView').mockImplementation(() => {}),
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('join-waitlist')?.remove();
  });

  it("is the waitlist form's own Plan control", () => {
    expect(CHOSEN_PLAN_CONTROL_ID).toBe(WAITLIST_FIELD_IDS.plan);
  });

  it('on a phone brings the changed Plan control to the middle of the view and focuses it', async () => {
    const { plan, sectionScroll, planScroll } = waitlistWithPlan(true);
    render(<PricingSection />);
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Monthly' })).getByRole('button', { name: 'Choose Monthly' }),
    );
    expect(planScroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(sectionScroll).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(plan);
  });

  it("on a wide screen goes to the section's top, where the whole form shows beside its heading", async () => {
    const { sectionScroll, planScroll } = waitlistWithPlan(false);
    render(<PricingSection />);
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Quarterly' })).getByRole('button', { name: 'Choose Quarterly' }),
    );
    expect(sectionScroll).toHaveBeenCalledWith({ behavior: 'smooth' });
    expect(planScroll).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('mk-waitlist-title');
  });
});
