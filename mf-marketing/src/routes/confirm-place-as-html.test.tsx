import { jsonResponse, serverRenderedThenTakenOver, settle, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { confirmPlaceFormAction } from '../features/place/api/confirm-place-form-action';
import ConfirmPlaceRoute from './confirm-place';
import { CONFIRMED_PLACE, PLACE_TOKEN } from '../test/place-status';

const URL_OF_PAGE = `/waitlist/confirm?token=${PLACE_TOKEN}`;

const open = (fields?: Record<string, string>, route = URL_OF_PAGE) =>
  serverRenderedThenTakenOver(<ConfirmPlaceRoute />, {
    route,
    path: '/waitlist/confirm',
    posted: fields && { action: confirmPlaceFormAction, fields },
  });

describe('/waitlist/confirm works as HTML first', () => {
  it('the server draws "Confirm my place" as a form posted to the page, with the token in the body; taken over, the page checks the link as before', async () => {
    const { fetchMock } = stubRequests({
      '/api/waitlist/confirm-link/state': () => jsonResponse(200, { state: 'ready' }),
    });
    const { html, serverPage, container, errors } = await open();

    const form = serverPage.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(URL_OF_PAGE);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      token: PLACE_TOKEN,
      intent: 'confirm',
    });
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Confirm my place');
    expect(html).toContain('One click and your place on the Fresh Pouf waitlist is yours.');
    // Opening the page confirmed nothing, on the server or in the browser.
    await settle();
    expect(container.querySelector('button')?.textContent).toBe('Confirm my place');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/waitlist/confirm-link/state']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('answered, the page says the place is confirmed and shows it, with the referral link on the address the visitor used', async () => {
    const { fetchMock } = stubRequests({
      '/api/waitlist/confirm': () => jsonResponse(200, { alreadyConfirmed: false, status: CONFIRMED_PLACE }),
    });
    const { serverPage, container, errors } = await open({ token: PLACE_TOKEN, intent: 'confirm' });

    const page = serverPage;
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Your place is confirmed!');
    expect(page.querySelector('[data-testid="place"]')?.textContent).toBe('12');
    expect(page.querySelector('[data-testid="referrals"]')?.textContent).toBe('2 friends joined through your link.');
    expect(page.querySelector<HTMLInputElement>('#mk-share-link')?.getAttribute('value')).toBe(
      'https://freshpouf.com/?ref=AbCdEfGhIjKl',
    );
    expect(page.querySelector('form')).toBeNull();
    // Taken over: the same, and nothing asked again.
    await settle();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Your place is confirmed!');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/waitlist/confirm']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a used link says so, with the place', async () => {
    stubRequests({
      '/api/waitlist/confirm': () => jsonResponse(200, { alreadyConfirmed: true, status: CONFIRMED_PLACE }),
    });
    const { serverPage } = await open({ token: PLACE_TOKEN, intent: 'confirm' });
    expect(serverPage.querySelector('[role="status"]')?.textContent).toBe(
      'This link was already used: your place is confirmed.',
    );
  });

  it('an expired link says so and offers a new link as a form; the new link sent, the page says it is on its way', async () => {
    stubRequests({
      '/api/waitlist/confirm': () => jsonResponse(410, { message: 'This confirm link has expired.' }),
      '/api/waitlist/confirm-link': () => jsonResponse(202, { message: 'sent' }),
    });
    const expired = (await open({ token: PLACE_TOKEN, intent: 'confirm' })).serverPage;
    expect(expired.querySelector('[role="alert"]')?.textContent).toBe('This confirm link has expired.');
    const form = expired.querySelector('form');
    expect(form?.getAttribute('action')).toBe(URL_OF_PAGE);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      token: PLACE_TOKEN,
      intent: 'new-link',
    });
    expect(form?.querySelector('button')?.textContent).toBe('Send me a new link');

    const { serverPage, errors } = await open({ token: PLACE_TOKEN, intent: 'new-link' });
    const sent = serverPage;
    expect(sent.querySelector('[role="alert"]')?.textContent).toBe('This confirm link has expired.');
    expect(sent.querySelector('[role="status"]')?.textContent).toBe(
      'If that address is on the list and still to be confirmed, a new link is on its way.',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('an unknown link asks for the address as a form; a wrong one comes back with its message and what was typed', async () => {
    stubRequests({
      '/api/waitlist/confirm': () =>
        jsonResponse(404, { message: 'This confirm link is not one we sent, or it was mistyped.' }),
    });
    const unknown = (await open({ token: PLACE_TOKEN, intent: 'confirm' })).serverPage;
    expect(unknown.querySelector('[role="alert"]')?.textContent).toBe(
      'This confirm link is not one we sent, or it was mistyped.',
    );
    const form = unknown.querySelector('form');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      token: PLACE_TOKEN,
      intent: 'new-link-by-email',
      email: '',
    });

    const { serverPage, container, errors } = await open({
      token: PLACE_TOKEN,
      intent: 'new-link-by-email',
      email: 'jane@',
    });
    const refused = serverPage;
    expect(refused.querySelector<HTMLInputElement>('input[name="email"]')?.getAttribute('value')).toBe('jane@');
    expect(refused.textContent).toContain('Please enter a valid email address');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('jane@');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a mangled link offers the new link by address, posted to the page it came from', async () => {
    stubRequests({});
    const { serverPage } = await open(undefined, '/waitlist/confirm?token=short');
    const form = serverPage.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/waitlist/confirm?token=short');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      token: 'short',
      intent: 'new-link-by-email',
      email: '',
    });
  });
});
