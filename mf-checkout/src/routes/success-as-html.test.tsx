import { createQueryClient } from '@fresh-pouf/api-client';
import { htmlElement, jsonResponse, prefetchContext, serverRender, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { prefetch } from '../app/prefetch';
import SuccessRoute from './success';

const STRIPE_REDIRECT =
  '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded';

/** The page as the shell's server sends it: its prefetch, then the HTML. */
async function serverPage(url: string) {
  const queryClient = createQueryClient();
  await prefetch(prefetchContext(queryClient, url));
  return htmlElement(serverRender(<SuccessRoute />, queryClient, { route: url }));
}

describe('/success as the server sends it', () => {
  it("arrives saying what the server says of Stripe's payment, with Manage your subscription working as HTML (it opens /manage-subscription)", async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { status: 'succeeded' }));
    const host = await serverPage(STRIPE_REDIRECT);
    expect(host.querySelector('h1')?.textContent).toBe('Payment Successful!');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/checkout/payment-status?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc',
    ]);
    const manage = [...host.querySelectorAll('button')].find(
      (button) => button.textContent === 'Manage your subscription',
    );
    expect(manage?.type).toBe('submit');
    expect(manage?.form?.getAttribute('method')).toBe('get');
    expect(manage?.form?.getAttribute('action')).toBe('/manage-subscription');
    expect([...new FormData(manage?.form as HTMLFormElement).keys()]).toEqual([]);
  });

  it('offers Check again as the same page asked again, when the server cannot confirm the payment', async () => {
    stubRequests(() => jsonResponse(200, { status: 'unknown' }));
    const host = await serverPage(STRIPE_REDIRECT);
    expect(host.querySelector('h1')?.textContent).toBe('Payment Not Confirmed Yet');
    const again = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Check again');
    expect(again?.form?.getAttribute('method')).toBe('get');
    expect(again?.form?.getAttribute('action')).toBe('/success');
    expect(Object.fromEntries(new FormData(again?.form as HTMLFormElement))).toEqual({
      payment_intent: 'pi_123',
      payment_intent_client_secret: 'pi_123_secret_abc',
    });
  });

  it('asks nothing for an address without the client secret, and says no payment was made', async () => {
    const { fetchMock } = stubRequests(() => jsonResponse(200, { status: 'succeeded' }));
    const host = await serverPage('/success?payment_intent=pi_123');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(host.querySelector('h1')?.textContent).toBe('No Payment Made');
  });
});
