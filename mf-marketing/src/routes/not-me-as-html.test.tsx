import { jsonResponse, serverRenderedThenTakenOver, settle, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { notMeFormAction } from '../features/place/api/not-me-form-action';
import NotMeRoute from './not-me';

const TOKEN = 'N'.repeat(43);
const URL_OF_PAGE = `/waitlist/not-me?token=${TOKEN}`;

const open = (fields?: Record<string, string>, route = URL_OF_PAGE) =>
  serverRenderedThenTakenOver(<NotMeRoute />, {
    route,
    path: '/waitlist/not-me',
    posted: fields && { action: notMeFormAction, fields },
  });

describe('/waitlist/not-me works as HTML first', () => {
  it('the server draws "Remove my address" as a form posted to the page, with the token in the body', async () => {
    const { fetchMock } = stubRequests({});
    const { serverPage, container, errors } = await open();
    const form = serverPage.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(URL_OF_PAGE);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ token: TOKEN });
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Remove my address');
    await settle();
    expect(container.querySelector('button')?.textContent).toBe('Remove my address');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('answered, the page says what was done, and the browser takes the same over without asking again', async () => {
    const { fetchMock } = stubRequests({ '/api/waitlist/not-me': () => jsonResponse(200, { outcome: 'removed' }) });
    const { serverPage, container, errors } = await open({ token: TOKEN });
    const done = 'Done. We removed what was typed with your address and will not e-mail it again.';
    expect(serverPage.querySelector('[role="status"]')?.textContent).toBe(done);
    expect(serverPage.querySelector('form')).toBeNull();
    await settle();
    expect(container.querySelector('[role="status"]')?.textContent).toBe(done);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a refusal says why (the server's words) and keeps the button; a link the server does not know says so", async () => {
    const confirmed =
      'This address confirmed its place, so this link no longer removes it. Every e-mail we send it has an unsubscribe link.';
    stubRequests({ '/api/waitlist/not-me': () => jsonResponse(409, { message: confirmed }) });
    const refused = (await open({ token: TOKEN })).serverPage;
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe(confirmed);
    expect(refused.querySelector('form button')?.textContent).toBe('Remove my address');

    stubRequests({ '/api/waitlist/not-me': () => jsonResponse(404, { message: 'Not found' }) });
    const unknown = (await open({ token: TOKEN })).serverPage;
    expect(unknown.querySelector('[role="alert"]')?.textContent).toBe(
      'This link is not one we sent, or it was mistyped.',
    );
  });
});
