import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch, getToastState, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => dispatch({ type: 'REMOVE_TOAST' }));
});

function notifications() {
  return screen.getByRole('region', { name: /notifications/i });
}

describe('<Toaster />', () => {
  it('renders the title and description of a toast raised anywhere', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Success!', description: "You've been added to our waitlist!" });
    });
    const region = within(notifications());
    expect(region.getByText('Success!')).toBeTruthy();
    expect(region.getByText("You've been added to our waitlist!")).toBeTruthy();
  });

  it('shows only the newest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Old news' });
      toast({ title: 'Error!', description: 'Failed to join waitlist. Please try again.', variant: 'destructive' });
    });
    const region = within(notifications());
    expect(region.queryByText('Old news')).toBeNull();
    expect(region.getByText('Error!')).toBeTruthy();
    expect(region.getAllByRole('listitem')).toHaveLength(1);
  });

  it('names the region with the F8 hotkey and closes a toast with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    expect(notifications().getAttribute('aria-label')).toBe('Notifications (F8)');
    await user.click(within(notifications()).getByRole('button', { name: 'Close notification' }));
    expect(getToastState().toasts[0]?.open).toBe(false);
  });
});
