import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
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
  /** The press, once the page's script runs: the form is then never posted. */
  onSubmit: () => void;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A form of a page an e-mailed link opens (confirm, "This wasn't me", unsubscribe): a real
 * `<form method="post">` to the page itself, so it works before or without the page's JavaScript
 * (the marketing remote's server action takes it, `app/app.tsx`); once the page is taken over,
 * the page handles the press itself and nothing is posted.
 */
export function PageForm({ intent, onSubmit, className, noValidate, children }: PageFormProps) {
  const { action, token } = usePageAddress();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="post" action={action} onSubmit={submit} className={className} noValidate={noValidate}>
      {token === null ? null : <input type="hidden" name={PAGE_FORM_FIELDS.token} value={token} />}
      {intent === undefined ? null : <input type="hidden" name={PAGE_FORM_FIELDS.intent} value={intent} />}
      {children}
    </form>
  );
}

/**
 * What the page's form did when it was posted as HTML: the server action left it in the query
 * cache, the server renders the page from it, and the browser takes the same over. Read once, on
 * the first render: later presses are the page's own.
 */
export function usePostedOutcome<T>(key: QueryKey): T | undefined {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => queryClient.getQueryData<T>(key));
  return outcome;
}
