import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { dispatch, toast } from './toast-store';

afterEach(() => {
  act(() => dispatch({ type: 'REMOVE_TOAST' }));
});

describe('<DeferredToaster />', () => {
  it('draws nothing until the first toast, then shows it in the notifications region', async () => {
    render(<DeferredToaster />);
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    act(() => {
      toast({ title: 'Success!', description: "You've been added to our waitlist!" });
    });

    const region = within(await screen.findByRole('region', { name: /notifications/i }, { timeout: 10_000 }));
    expect(await region.findByText('Success!')).toBeTruthy();
    expect(region.getByText("You've been added to our waitlist!")).toBeTruthy();
  });
});
