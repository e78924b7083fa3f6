import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOpenToasts } from './carried-toasts';
import { dispatch, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => dispatch({ type: 'REMOVE_TOAST' }));
  sessionStorage.clear();
});

describe('a toast carried to the page that loads in its place', () => {
  it("shows the open toast on the next page's toaster, once", () => {
    toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
    carryOpenToasts();
    // The next page: a fresh toast store, a fresh toaster.
    act(() => dispatch({ type: 'REMOVE_TOAST' }));

    const first = render(<Toaster />);
    const region = within(screen.getByRole('region', { name: /notifications/i }));
    expect(region.getByText('Payment Successful')).toBeTruthy();
    expect(region.getByText('Thank you for your purchase!')).toBeTruthy();
    first.unmount();
    act(() => dispatch({ type: 'REMOVE_TOAST' }));

    render(<Toaster />);
    expect(screen.queryByText('Payment Successful')).toBeNull();
  });

  it('carries nothing when no toast is open, and ignores what is not its own', () => {
    carryOpenToasts();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('fp:carried-toasts', '{"not":"a list"');
    render(<Toaster />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
