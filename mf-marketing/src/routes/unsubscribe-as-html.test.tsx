import { jsonResponse, serverRenderedThenTakenOver, settle, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unsubscribeFormAction } from '../features/list-mail/api/unsubscribe-form-action';
import UnsubscribeRoute from './unsubscribe';

const TOKEN = 'U'.repeat(43);
const URL_OF_PAGE = `/unsubscribe?token=${TOKEN}`;
const DONE = 'You are unsubscribed. We will not send you announcements again.';
const BACK = 'Welcome back: you will hear from us at launch.';
const ASKED = 'Done: you get no more announcements, and our team will erase your data within 30 days.';
const QUESTION =
  'You will get no more announcements from now on, and within 30 days our team erases your name, e-mail address and everything else we hold about you. This cannot be undone.';

const open = (fields?: Record<string, string>) =>
  serverRenderedThenTakenOver(<UnsubscribeRoute />, {
    route: URL_OF_PAGE,
    path: '/unsubscribe',
    posted: fields && { action: unsubscribeFormAction, fields },
  });

/** Each form of the page: what it posts, where, and its button. */
function formsOf(page: HTMLElement) {
  return [...page.querySelectorAll('form')].map((form) => ({
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(new FormData(form)),
    button: form.querySelector('button[type="submit"]')?.textContent,
  }));
}

const form = (intent: string, button: string) => ({
  method: 'post',
  action: URL_OF_PAGE,
  fields: { token: TOKEN, intent },
  button,
});

describe('/unsubscribe works as HTML first', () => {
  it('the server draws Unsubscribe and "Delete my data" as forms posted to the page; taken over, the page reads the subscription as before', async () => {
    const { fetchMock } = stubRequests({ '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }) });
    const { serverPage, container, errors } = await open();
    const page = serverPage;
    expect(formsOf(page)).toEqual([form('unsubscribe', 'Unsubscribe'), form('delete-data', 'Delete my data')]);
    expect(page.textContent).toContain('Stop Fresh Pouf announcements to this address?');
    await settle();
    expect(formsOf(container)).toEqual([form('unsubscribe', 'Unsubscribe'), form('delete-data', 'Delete my data')]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/unsubscribe/state']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('unsubscribed, the page says so and offers to subscribe again; subscribed again, it welcomes back', async () => {
    const { fetchMock } = stubRequests({
      '/api/unsubscribe/confirm': () => jsonResponse(200, { subscribed: false }),
      '/api/unsubscribe/resubscribe': () => jsonResponse(200, { subscribed: true }),
    });
    const left = await open({ token: TOKEN, intent: 'unsubscribe' });
    expect(left.serverPage.querySelector('[role="status"]')?.textContent).toBe(DONE);
    expect(formsOf(left.serverPage)).toEqual([
      form('resubscribe', 'Subscribe again'),
      form('delete-data', 'Delete my data'),
    ]);
    await settle();
    expect(left.container.querySelector('[role="status"]')?.textContent).toBe(DONE);

    const back = await open({ token: TOKEN, intent: 'resubscribe' });
    expect(back.serverPage.querySelector('[role="status"]')?.textContent).toBe(BACK);
    expect(formsOf(back.serverPage)).toEqual([
      form('unsubscribe', 'Unsubscribe'),
      form('delete-data', 'Delete my data'),
    ]);
    await settle();
    // Taken over with what the server showed: nothing asked again.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/unsubscribe/confirm',
      '/api/unsubscribe/resubscribe',
    ]);
    expect(left.errors).not.toHaveBeenCalled();
  });

  it('"Delete my data" posted asks first: the question and "Yes, delete my data" as a form, "Keep my data" back to the page; nothing sent', async () => {
    const { fetchMock } = stubRequests({ '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }) });
    const { serverPage, container, errors } = await open({ token: TOKEN, intent: 'delete-data' });
    const page = serverPage;
    expect(page.querySelector('h2')?.textContent).toBe('Delete your data?');
    expect(page.textContent).toContain(QUESTION);
    expect(formsOf(page)).toEqual([
      form('unsubscribe', 'Unsubscribe'),
      form('delete-data-confirmed', 'Yes, delete my data'),
    ]);
    expect(page.querySelector('a')?.getAttribute('href')).toBe(URL_OF_PAGE);
    expect(page.querySelector('a')?.textContent).toBe('Keep my data');
    await settle();
    expect(container.textContent).toContain(QUESTION);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/unsubscribe/state')).toEqual(
      [],
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('"Yes, delete my data" answered, the page says that one thing and offers nothing else', async () => {
    stubRequests({
      '/api/data-requests': () => jsonResponse(202, { message: ASKED }),
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: false, erasureRequested: true }),
    });
    const { serverPage, container, errors } = await open({ token: TOKEN, intent: 'delete-data-confirmed' });
    const page = serverPage;
    expect([...page.querySelectorAll('[role="status"]')].map((element) => element.textContent)).toEqual([ASKED]);
    expect(page.textContent).not.toContain(BACK);
    expect(page.textContent).not.toContain(DONE);
    expect(formsOf(page)).toEqual([]);
    await settle();
    expect([...container.querySelectorAll('[role="status"]')].map((element) => element.textContent)).toEqual([ASKED]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a refusal says so and keeps the button; a link the server does not know says so', async () => {
    stubRequests({
      '/api/data-requests': () =>
        jsonResponse(429, { message: 'Too many requests from this address. Please try again later.' }),
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
      '/api/unsubscribe/confirm': () => jsonResponse(404, { message: 'unknown' }),
    });
    const refused = (await open({ token: TOKEN, intent: 'delete-data-confirmed' })).serverPage;
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe(
      'We could not send that just now. Please try again.',
    );
    expect(formsOf(refused)).toEqual([form('unsubscribe', 'Unsubscribe'), form('delete-data', 'Delete my data')]);

    const unknown = (await open({ token: TOKEN, intent: 'unsubscribe' })).serverPage;
    expect(unknown.querySelector('[role="alert"]')?.textContent).toBe(
      'This unsubscribe link is not one we sent, or it was mistyped.',
    );
    expect(formsOf(unknown)).toEqual([]);
  });

  it('taken over after a form posted as HTML, the next press is handled in the page, with no reload', async () => {
    const { fetchMock } = stubRequests({
      '/api/unsubscribe/confirm': () => jsonResponse(200, { subscribed: false }),
      '/api/unsubscribe/resubscribe': () => jsonResponse(200, { subscribed: true }),
    });
    const { container } = await open({ token: TOKEN, intent: 'unsubscribe' });
    const user = userEvent.setup();
    // The page's handler runs first (React listens on the root): the form is not posted.
    const posted: boolean[] = [];
    container.addEventListener('submit', (event) => posted.push(!event.defaultPrevented));
    await user.click(within(container).getByRole('button', { name: 'Subscribe again' }));
    await settle();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(BACK);
    expect(posted).toEqual([false]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/unsubscribe/confirm',
      '/api/unsubscribe/resubscribe',
    ]);
  });
});
