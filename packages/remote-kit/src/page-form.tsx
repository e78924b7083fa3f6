import type { FormEvent, ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_FORM_FIELDS } from './page-form-fields';

/** The page's own path with the `?token=` the e-mail's link carried (the only thing in its address). */
function usePageAddress(): { action: string; token: string | null } {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const token = search.get(PAGE_FORM_FIELDS.token);
  return { action: token === null ? pathname : `${pathname}?${new URLSearchParams({ token }).toString()}`, token };
}

export interface PageFormProps {
  /** Which of the page's forms this is (`intent` in the body). */
  intent?: string;
  /**
   * The press, once the page's script runs: the form is then never posted. It is handed the
   * form, whose fields hold what was typed even before the script took the page over.
   */
  onSubmit: (form: HTMLFormElement) => void;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A page's own form (the pages an e-mailed link opens, /manage-subscription): a real
 * `<form method="post">` to the page itself, so it works before or without the page's JavaScript
 * (the remote's server action takes it, ServerAction); once the page is taken over, the page
 * handles the press itself and nothing is posted. The address keeps only the link's `?token=`.
 */
export function PageForm({ intent, onSubmit, className, noValidate, children }: PageFormProps) {
  const { action, token } = usePageAddress();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <form method="post" action={action} onSubmit={submit} className={className} noValidate={noValidate}>
      {token === null ? null : <input type="hidden" name={PAGE_FORM_FIELDS.token} value={token} />}
      {intent === undefined ? null : <input type="hidden" name={PAGE_FORM_FIELDS.intent} value={intent} />}
      {children}
    </form>
  );
}
