import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * What a page's form did when it was posted as HTML: the remote's server action left it in the
 * query cache (ServerAction), the server renders the page from it, and the browser takes the same
 * over. Read once, on the first render: later presses are the page's own.
 */
export function usePostedOutcome<T>(key: QueryKey): T | undefined {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => queryClient.getQueryData<T>(key));
  return outcome;
}
