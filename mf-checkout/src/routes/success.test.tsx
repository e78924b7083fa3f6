import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUCCESS_PAGE_TEXT } from '../features/success/payment-outcome';
import SuccessRoute from './success';

describe('/success', () => {
  it('says nothing was paid, with Return Home and the way to the plans, checking nothing without a payment', () => {
    const { fetchMock } = stubRequests(() => jsonResponse(200, {}));
    renderWithProviders(<SuccessRoute />, { route: '/success' });
    expect(screen.getByRole('heading', { name: SUCCESS_PAGE_TEXT.noPaymentHeading })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: SUCCESS_PAGE_TEXT.seePlans }).getAttribute('href')).toBe('/#pricing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server about the payment and says when it failed', async () => {
    const { requests } = stubRequests(() => jsonResponse(200, { status: 'failed' }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText(CHECKOUT_MESSAGES.statusFailed)).toBeTruthy();
    expect(requests[0]?.url).toBe(
      '/api/checkout/payment-status?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc',
    );
  });

  it('asks nothing without the client secret (a hand-typed link proves nothing)', () => {
    const { fetchMock } = stubRequests(() => jsonResponse(200, { status: 'succeeded' }));
    renderWithProviders(<SuccessRoute />, { route: '/success?payment_intent=pi_123&redirect_status=succeeded' });
    expect(screen.getByRole('heading', { name: SUCCESS_PAGE_TEXT.noPaymentHeading })).toBeTruthy();
    expect(screen.queryByText(CHECKOUT_MESSAGES.statusConfirmed)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it could not confirm the payment, never that it succeeded, when the server cannot tell', async () => {
    stubRequests(() => jsonResponse(200, { status: 'unknown' }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    });
    expect(await screen.findByRole('heading', { name: SUCCESS_PAGE_TEXT.unknownHeading })).toBeTruthy();
    expect(screen.getByText(CHECKOUT_MESSAGES.statusUnknown)).toBeTruthy();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
  });

  it('"Check again" asks the server again and shows its answer', async () => {
    const user = userEvent.setup();
    let answer = 'unknown';
    const { requests } = stubRequests(() => jsonResponse(200, { status: answer }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    });
    const again = await screen.findByRole('button', { name: SUCCESS_PAGE_TEXT.checkAgain });
    answer = 'succeeded';
    await user.click(again);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUCCESS_PAGE_TEXT.checkAgain })).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('says when it is still processing', async () => {
    stubRequests(() => jsonResponse(200, { status: 'processing' }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=processing',
    });
    expect(await screen.findByText(CHECKOUT_MESSAGES.statusProcessing)).toBeTruthy();
  });

  it('confirms a payment the server says succeeded', async () => {
    stubRequests(() => jsonResponse(200, { status: 'succeeded' }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    });
    expect(await screen.findByText(CHECKOUT_MESSAGES.statusConfirmed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

  it('once the payment is confirmed, "Manage your subscription" opens Stripe\'s portal for it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = stubRequests(() =>
      jsonResponse(
        200,
        requests.length === 1 ? { status: 'succeeded' } : { url: 'https://billing.stripe.com/p/session/bps_1' },
      ),
    );
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage your subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'));
    expect(requests[1]).toEqual({
      url: '/api/billing/portal-session',
      method: 'POST',
      body: { payment_intent: 'pi_123', payment_intent_client_secret: 'pi_123_secret_abc' },
    });
  });

  it('offers no portal for a payment that is not confirmed', async () => {
    stubRequests(() => jsonResponse(200, { status: 'processing' }));
    renderWithProviders(<SuccessRoute />, {
      route: '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=processing',
    });
    expect(await screen.findByText(CHECKOUT_MESSAGES.statusProcessing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage your subscription' })).toBeNull();
  });
});
