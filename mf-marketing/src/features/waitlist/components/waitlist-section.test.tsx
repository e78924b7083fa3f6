import {
  currentLocation,
  jsonResponse,
  notifications,
  renderWithProviders,
  stubRequests,
} from '@fresh-pouf/remote-kit/testing';
import {
  ACTIVATE_EARLY_BIRD_EVENT,
  STORAGE_KEYS,
  familyPrice,
  formatPrice,
  formatJoinDate,
  toCheckoutPlanDetails,
} from '@fresh-pouf/contracts';
import { dismiss } from '@fresh-pouf/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jamieJoins } from '../../../test/jamie-joins';
import { WaitlistSection } from './waitlist-section';

const EARLY_BIRD_LABEL = 'Claim my Early Bird discount (25% off, price locked for life)';
const SUCCESS_DESCRIPTION =
  "You've been added to our waitlist! We've sent a confirmation email (check your spam folder if you don't see it). We'll contact you when we launch.";

afterEach(() => {
  act(() => dismiss());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function earlyBirdBox(): HTMLInputElement {
  return screen.getByRole('checkbox', { name: EARLY_BIRD_LABEL });
}

async function pick(user: UserEvent, label: string, option: string) {
  const select = screen.getByLabelText(label);
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** The option a select shows. */
const shown = (label: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

async function fillIdentity(user: UserEvent, name = 'Jamie Rivera', email = 'jamie@example.com') {
  await user.type(screen.getByLabelText('Full Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
}

describe('Waitlist form: plan choice', () => {
  // Whether the family options show is the stylesheet's call (the plan select says Family), so it
  // holds before the script too: the browser tests check it (e2e/tests/no-javascript.spec.ts).
  it('defaults to Bi-Monthly, not Early Bird, with the family options at 2 poufs, monthly', () => {
    renderWithProviders(<WaitlistSection />);
    expect(shown('Plan')).toBe('Bi-Monthly');
    expect(shown('Number of Poufs')).toBe('2 poufs');
    expect(shown('Delivery Frequency')).toBe('Monthly');
    expect(earlyBirdBox().checked).toBe(false);
  });

  it('puts the family options back at 2 poufs when Family is picked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistSection />);

    await pick(user, 'Plan', 'Family');
    await pick(user, 'Number of Poufs', '4 poufs');
    await pick(user, 'Plan', 'Quarterly');
    await pick(user, 'Plan', 'Family');
    expect(shown('Number of Poufs')).toBe('2 poufs');
    expect(shown('Delivery Frequency')).toBe('Monthly');
  });

  it('starts from the plan a pricing card links to: ?plan=family&poufs=3&frequency=quarterly', () => {
    renderWithProviders(<WaitlistSection />, { route: '/?plan=family&poufs=3&frequency=quarterly' });
    expect(shown('Plan')).toBe('Family');
    expect(shown('Number of Poufs')).toBe('3 poufs');
    expect(shown('Delivery Frequency')).toBe('Quarterly');
  });

  it('ignores a linked pouf count or rhythm the form does not offer', () => {
    renderWithProviders(<WaitlistSection />, { route: '/?plan=family&poufs=9&frequency=weekly' });
    expect(shown('Plan')).toBe('Family');
    expect(shown('Number of Poufs')).toBe('2 poufs');
    expect(shown('Delivery Frequency')).toBe('Monthly');
  });

  it('sends numberOfPoufs 1 and the plan as frequency for a single-pouf plan', async () => {
    const user = userEvent.setup();
    const { requests } = stubRequests(() => jsonResponse(201, { id: 1, message: 'ok' }));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await pick(user, 'Plan', 'Family');
    await pick(user, 'Delivery Frequency', 'Bi-Monthly');
    await pick(user, 'Plan', 'Quarterly');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    await screen.findByText("You're on the list!");
    expect(requests).toEqual([jamieJoins()]);
  });

  it('sends the family pouf count and frequency, and summarises them on success', async () => {
    const user = userEvent.setup();
    const { requests } = stubRequests(() => jsonResponse(201, { id: 2, message: 'ok' }));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await pick(user, 'Plan', 'Family');
    await pick(user, 'Number of Poufs', '4 poufs');
    await pick(user, 'Delivery Frequency', 'Quarterly');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    const summary = await screen.findByRole('region', { name: 'Your family plan' });
    expect(requests[0]?.body).toMatchObject({
      plan: 'family',
      isFamily: true,
      numberOfPoufs: 4,
      frequency: 'quarterly',
    });
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['4', 'Quarterly', `${formatPrice(familyPrice(4, 'quarterly').regular)}/3 months`]);
  });
});

describe('Waitlist form: the place in line', () => {
  it('shows the new entry its place and its referral link to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubRequests(() => jsonResponse(201, { id: 7, message: 'ok', place: 1234, referralCode: 'AbCdEfGhIjKl' }));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    const place = await screen.findByRole('region', { name: 'Your place in line' });
    expect(within(place).getByTestId('place').textContent).toBe('1,234');
    const link = within(place).getByLabelText('Your referral link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?ref=AbCdEfGhIjKl`);
    await user.click(within(place).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=AbCdEfGhIjKl`);
    expect(within(place).getByRole('status').textContent).toBe('Link copied');
    // No share sheet in this browser: no Share button.
    expect(within(place).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('says nothing of a place when the address was already listed (409)', async () => {
    const user = userEvent.setup();
    stubRequests(() => jsonResponse(409, { message: 'This email address is already on the waitlist.' }));
    renderWithProviders(<WaitlistSection />);
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await screen.findByText("You're on the list!");
    expect(screen.queryByRole('region', { name: 'Your place in line' })).toBeNull();
  });
});

describe('Waitlist form: Early Bird activation', () => {
  it('is pre-checked by the earlyBird query parameter, with or without a value', () => {
    renderWithProviders(<WaitlistSection />, { route: '/?earlyBird' });
    expect(earlyBirdBox().checked).toBe(true);
  });

  it('is pre-checked by ?earlyBird=true as well', () => {
    renderWithProviders(<WaitlistSection />, { route: '/?earlyBird=true' });
    expect(earlyBirdBox().checked).toBe(true);
  });

  it('is checked by the activateEarlyBird window event', () => {
    renderWithProviders(<WaitlistSection />);
    act(() => {
      window.dispatchEvent(new Event(ACTIVATE_EARLY_BIRD_EVENT));
    });
    expect(earlyBirdBox().checked).toBe(true);
  });
});

describe('Waitlist form: validation', () => {
  it('shows the first message per field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests(() => jsonResponse(201, {}));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user, 'J', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The same shared schema as the server, so a pasted spoofing name is named under its field before any call.
  it("shows the full name's message for a pasted direction override and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests(() => jsonResponse(201, {}));
    renderWithProviders(<WaitlistSection />);

    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('\u202Eevil');
    await user.type(screen.getByLabelText('Email'), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(screen.getByText('Full name must not contain invisible or text-direction characters')).toBeTruthy();
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user, 'Jamie Rivera', 'jamie@');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });
});

describe('Waitlist form: submitting', () => {
  it('reads "Joining..." and is disabled while the call is in flight, then shows the success view and toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    stubRequests(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    const button = await screen.findByRole('button', { name: 'Joining...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    act(() => answer(jsonResponse(201, { id: 3, message: 'ok' })));
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeTruthy();
    expect(screen.getByText('jamie@example.com')).toBeTruthy();
    const toast = within(notifications());
    expect(toast.getByText('Success!')).toBeTruthy();
    expect(toast.getByText(SUCCESS_DESCRIPTION)).toBeTruthy();
  });

  it('treats 409 (already on the list) as success', async () => {
    const user = userEvent.setup();
    stubRequests(() => jsonResponse(409, { message: 'This email address is already on the waitlist.' }));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeTruthy();
    expect(within(notifications()).getByText('Success!')).toBeTruthy();
  });

  it('shows the server message in an "Error!" toast on a 400 and keeps the values', async () => {
    const user = userEvent.setup();
    stubRequests(() =>
      jsonResponse(400, {
        message: 'Please enter a valid email address',
        fieldErrors: { email: ['Please enter a valid email address'] },
      }),
    );
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    const toast = within(notifications());
    expect(await toast.findByText('Error!')).toBeTruthy();
    expect(toast.getByText('Please enter a valid email address')).toBeTruthy();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Jamie Rivera');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jamie@example.com');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeTruthy();
  });

  it('falls back to "Failed to join waitlist" when the server sends no message', async () => {
    const user = userEvent.setup();
    stubRequests(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(await within(notifications()).findByText('Failed to join waitlist. Please try again.')).toBeTruthy();
  });

  it('tries again with the same Idempotency-Key when no answer came, and the visitor sees only the success', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { fetchMock } = stubRequests(() =>
      ++tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(201, {}),
    );
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(await within(notifications()).findByText('Success!', {}, { timeout: 3_000 })).toBeTruthy();
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  /** Fills the form, submits it once, and returns what the form sent; `prepare` sees the rendered form first. */
  async function sentSignUp(prepare: (container: HTMLElement) => void = () => undefined) {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests(() => jsonResponse(201, {}));
    const { container } = renderWithProviders(<WaitlistSection />);
    prepare(container);
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0]?.[1];
    return { headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) as object };
  }

  it('tells the server how long the form was open, and says nothing of the hidden field a person leaves empty', async () => {
    const { headers, body } = await sentSignUp();
    expect(headers['x-signup-fill-ms']).toMatch(/^\d+$/);
    expect(headers['x-signup-website']).toBeUndefined();
    expect(Object.keys(body).sort()).toEqual([
      'earlyBird',
      'email',
      'frequency',
      'fullName',
      'isFamily',
      'joinDate',
      'numberOfPoufs',
      'plan',
    ]);
  });

  it('sends where the visit came from, as the shell kept it for the tab', async () => {
    sessionStorage.setItem(
      'firstTouch',
      JSON.stringify({ utmSource: 'instagram', referrer: 'https://l.instagram.com' }),
    );
    const { headers } = await sentSignUp();
    expect(JSON.parse(decodeURIComponent(headers['x-signup-attribution'] ?? ''))).toEqual({
      utmSource: 'instagram',
      referrer: 'https://l.instagram.com',
    });
    sessionStorage.removeItem('firstTouch');
  });

  it('says when the hidden field was filled in, as a form-filling bot does', async () => {
    const { headers } = await sentSignUp((container) => {
      const hidden = container.querySelector<HTMLInputElement>('input[name="website"]');
      if (!hidden) throw new Error('no hidden field');
      expect(hidden.closest('[inert]')).not.toBeNull();
      hidden.value = 'http://spam.example';
    });
    expect(headers['x-signup-website']).toBe('1');
  });

  it('says "Something went wrong" when the request itself throws on every try', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(
      await within(notifications()).findByText('Something went wrong. Please try again.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(notifications()).getByText('Error!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});

describe('Waitlist form: Early Bird checkout', () => {
  it('skips the waitlist call, stores the form and plan details, and goes to /checkout', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests(() => jsonResponse(201, {}));
    renderWithProviders(<WaitlistSection />);

    await fillIdentity(user);
    await pick(user, 'Plan', 'Family');
    await pick(user, 'Number of Poufs', '3 poufs');
    await user.click(earlyBirdBox());
    await user.click(screen.getByRole('button', { name: 'Continue to Early Bird Checkout' }));

    await waitFor(() => expect(currentLocation()).toBe('/checkout'));
    expect(fetchMock).not.toHaveBeenCalled();

    const formData = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.waitlistFormData) ?? 'null') as unknown;
    expect(formData).toEqual({
      fullName: 'Jamie Rivera',
      email: 'jamie@example.com',
      plan: 'family',
      earlyBird: true,
      isFamily: true,
      numberOfPoufs: 3,
      frequency: 'monthly',
      joinDate: formatJoinDate(new Date()),
    });
    const planDetails = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.checkoutPlanDetails) ?? 'null') as unknown;
    expect(planDetails).toEqual({ planId: 'family', poufs: 3, frequency: 'monthly', isSubscription: true });
    // The form's bot signals go to checkout with the plan: nothing in the hidden field, and how long the form was open.
    const signals = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.signupSignals) ?? 'null') as {
      website?: string;
      fillMs?: number;
    } | null;
    expect(signals?.website).toBeUndefined();
    expect(signals?.fillMs).toEqual(expect.any(Number));
  });

  it("stores a single-pouf plan with one pouf at the plan's own rhythm", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistSection />, { route: '/?earlyBird' });

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Early Bird Checkout' }));

    await waitFor(() => expect(currentLocation()).toBe('/checkout'));
    const planDetails = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.checkoutPlanDetails) ?? 'null') as unknown;
    expect(planDetails).toEqual(
      toCheckoutPlanDetails({
        fullName: 'Jamie Rivera',
        email: 'jamie@example.com',
        plan: 'bi-monthly',
        earlyBird: true,
        isFamily: false,
        numberOfPoufs: 2,
        frequency: 'monthly',
      }),
    );
    expect(planDetails).toEqual({ planId: 'bi-monthly', poufs: 1, frequency: 'bi-monthly', isSubscription: true });
  });

  it('does not go to checkout when the form is invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistSection />, { route: '/?earlyBird' });

    await user.click(screen.getByRole('button', { name: 'Continue to Early Bird Checkout' }));

    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    expect(currentLocation()).toBe('/?earlyBird');
    expect(sessionStorage.getItem(STORAGE_KEYS.checkoutPlanDetails)).toBeNull();
  });
});
