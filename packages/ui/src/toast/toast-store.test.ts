import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, dismiss, dispatch, getToastState, toast, toastReducer } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dispatch({ type: 'REMOVE_TOAST' });
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only one visible toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults the variant to "default"', () => {
    toast({ title: 'Hello' });
    expect(getToastState().toasts[0]?.variant).toBe('default');
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'A' });
    dismiss();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving', description: 'One moment' });
    handle.update({ title: 'Saved' });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: 'Saved', description: 'One moment' });
  });

  it('lives on globalThis so a second copy of the package shares it', async () => {
    toast({ title: 'From the shell' });
    vi.resetModules();
    const secondCopy = await import('./toast-store');
    expect(secondCopy.getToastState().toasts[0]?.title).toBe('From the shell');
    secondCopy.toast({ title: 'From a remote' });
    expect(getToastState().toasts[0]?.title).toBe('From a remote');
  });
});

describe('toastReducer', () => {
  it('is pure', () => {
    const state = { toasts: [] };
    const next = toastReducer(state, { type: 'ADD_TOAST', toast: { id: '1', open: true } });
    expect(state.toasts).toHaveLength(0);
    expect(next.toasts).toHaveLength(1);
  });

  it('removes one toast by id', () => {
    const state = { toasts: [{ id: '1', open: false }] };
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '2' }).toasts).toHaveLength(1);
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toHaveLength(0);
  });
});
