import { createQueryClient } from '@fresh-pouf/api-client';
import { actionContext, htmlElement, jsonResponse, serverRender, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { action } from '../app/action';
import ManageSubscriptionRoute from './manage-subscription';

/** The page as the shell's server sends it: the form's action first when one was posted. */
async function serverPage(url: string, posted?: Record<string, string>) {
  const queryClient = createQueryClient();
  const outcome = posted ? await action(actionContext(queryClient, url, posted)) : undefined;
  return { outcome, host: htmlElement(serverRender(<ManageSubscriptionRoute />, queryClient, { route: url })) };
}

describe('/manage-subscription as HTML (before or without its script)', () => {
  it('is a form that posts the address to the page itself, never in the address bar, even from a link that did not open', async () => {
    const { host } = await serverPage('/manage-subscription?link=expired');
    const form = host.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/manage-subscription');
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.type])).toEqual([
      ['email', 'email'],
    ]);
  });

  it('answers a posted address with "Check your inbox" in place of the form', async () => {
    stubRequests(() => jsonResponse(202, { message: 'sent' }));
    const { outcome, host } = await serverPage('/manage-subscription', { email: 'grace@example.com' });
    expect(outcome).toEqual({ status: 202 });
    expect(host.querySelector('[role="status"]')?.textContent).toBe(
      'Check your inboxIf that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.',
    );
    expect(host.querySelector('form')).toBeNull();
  });

  it('answers a mistyped address with the form again: what was typed, and the message at the field', async () => {
    const { requests } = stubRequests(() => jsonResponse(202, {}));
    const { outcome, host } = await serverPage('/manage-subscription', { email: 'grace@' });
    expect(outcome).toEqual({ status: 400 });
    expect((host.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('grace@');
    expect(host.textContent).toContain('Please enter a valid email address');
    expect(requests).toEqual([]);
  });
});
