import { callRoute, type RouteCallOptions } from '@fresh-pouf/api-client';
import { type LegalDocument, type LegalDocumentId, PUBLIC_API_PATHS, publicApi } from '@fresh-pouf/contracts';
import type { ServerPrefetch } from '@fresh-pouf/remote-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/legal/{privacy|terms}: the document as the server rendered and sanitised it. */
export async function fetchLegalDocument(id: LegalDocumentId, options?: RouteCallOptions): Promise<LegalDocument> {
  return callRoute(publicApi.legal[id], {}, options);
}

export const legalDocumentQueryOptions = (id: LegalDocumentId) =>
  queryOptions({ queryKey: [PUBLIC_API_PATHS.legal[id]], queryFn: ({ client }) => fetchLegalDocument(id, { client }) });

export function useLegalDocument(id: LegalDocumentId) {
  return useQuery(legalDocumentQueryOptions(id));
}

/**
 * For the server, before it renders the page: the document's text, so the HTML carries it
 * (readable before the script arrives, and without it) and the browser takes it over as is.
 */
export const prefetchLegalDocument =
  (id: LegalDocumentId): ServerPrefetch =>
  ({ queryClient }) =>
    queryClient.prefetchQuery(legalDocumentQueryOptions(id));
