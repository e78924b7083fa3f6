import { getToastState, toast, type ToastVariant } from './toast-store';

const CARRIED_TOASTS_KEY = 'fp:carried-toasts';

interface CarriedToast {
  title?: string;
  description?: string;
  variant: ToastVariant;
}

const textOf = (node: unknown) => (typeof node === 'string' ? node : undefined);

/**
 * Before this page loads another in its place (a link or navigate() on an islands page is a
 * document navigation): the open toasts, as text, for the next page's Toaster to show. A page the
 * browser routes itself keeps its toaster, and its toasts, and never calls this.
 */
export function carryOpenToasts(): void {
  const carried: CarriedToast[] = getToastState()
    .toasts.filter((record) => record.open)
    .map((record) => ({
      title: textOf(record.title),
      description: textOf(record.description),
      variant: record.variant ?? 'default',
    }))
    .filter((record) => record.title !== undefined || record.description !== undefined);
  try {
    if (carried.length > 0) sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(carried));
  } catch {
    // storage blocked: the toast ends with its page, as it did before
  }
}

/** On a page's first Toaster: what the page before it carried over, shown once. */
export function showCarriedToasts(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CARRIED_TOASTS_KEY);
    sessionStorage.removeItem(CARRIED_TOASTS_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  if (!Array.isArray(parsed)) return;
  for (const item of parsed as Partial<CarriedToast>[]) {
    const title = textOf(item.title);
    const description = textOf(item.description);
    if (title === undefined && description === undefined) continue;
    toast({ title, description, variant: item.variant === 'destructive' ? 'destructive' : 'default' });
  }
}
