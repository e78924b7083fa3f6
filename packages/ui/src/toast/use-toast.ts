import { useSyncExternalStore } from 'react';
import { dismiss, getToastState, subscribe, toast, type ToastState } from './toast-store';

export interface UseToastResult extends ToastState {
  toast: typeof toast;
  dismiss: typeof dismiss;
}

/** The toasts currently in the shared store, re-rendering whenever any copy of it changes. */
export function useToast(): UseToastResult {
  const state = useSyncExternalStore(subscribe, getToastState, getToastState);
  return { ...state, toast, dismiss };
}
