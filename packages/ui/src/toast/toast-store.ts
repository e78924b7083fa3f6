import type { ReactElement, ReactNode } from 'react';

/** docs/product/overview.md#interface-defaults: one toast on screen at a time. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long (ms) before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction altText="..."> element for an optional call to action. */
  action?: ReactElement;
  /** Overrides the Toaster's 5,000 ms display time for this toast. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed: Radix plays the exit animation, the record lingers until removal. */
  open: boolean;
}

export interface ToastState {
  toasts: readonly ToastRecord[];
}

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToastRecord }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastRecord> & Pick<ToastRecord, 'id'> }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions; timers live in the store around it. */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

interface ToastStore {
  state: ToastState;
  listeners: Set<() => void>;
  removalTimers: Map<string, ReturnType<typeof setTimeout>>;
  nextId: number;
}

/**
 * Module Federation shares this package as a singleton, but if a remote ever ends up with its
 * own copy (a version mismatch, a standalone dev build), its toast() calls must still reach the
 * shell's <Toaster/>. A registry symbol on globalThis is the same key in every copy.
 */
const STORE_KEY = Symbol.for('@fresh-pouf/ui/toast-store@1');

type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: ToastStore };

function store(): ToastStore {
  const g = globalThis as GlobalWithStore;
  g[STORE_KEY] ??= { state: { toasts: [] }, listeners: new Set(), removalTimers: new Map(), nextId: 0 };
  return g[STORE_KEY];
}

export function dispatch(action: ToastStoreAction): void {
  const s = store();
  s.state = toastReducer(s.state, action);
  forgetTimersOfGoneToasts(s);
  for (const listener of s.listeners) listener();
}

/** A toast pushed out by the limit or removed early needs no removal timer any more. */
function forgetTimersOfGoneToasts(s: ToastStore): void {
  for (const [id, timer] of s.removalTimers) {
    if (!s.state.toasts.some((t) => t.id === id)) {
      clearTimeout(timer);
      s.removalTimers.delete(id);
    }
  }
}

function scheduleRemoval(toastId: string): void {
  const timers = store().removalTimers;
  if (timers.has(toastId)) return;
  timers.set(
    toastId,
    setTimeout(() => {
      timers.delete(toastId);
      dispatch({ type: 'REMOVE_TOAST', toastId });
    }, TOAST_REMOVE_DELAY),
  );
}

export function subscribe(listener: () => void): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

export function getToastState(): ToastState {
  return store().state;
}

/** Closes one toast (or all when no id is given) and schedules its removal. */
export function dismiss(toastId?: string): void {
  const ids = toastId === undefined ? getToastState().toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS_TOAST', ...(toastId === undefined ? {} : { toastId }) });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** Shows a toast from anywhere: the shell, a remote, an event handler or a mutation callback. */
export function toast(options: ToastOptions): ToastHandle {
  const s = store();
  s.nextId = (s.nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(s.nextId);
  dispatch({ type: 'ADD_TOAST', toast: { variant: 'default', ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}
