import { apiRequest } from '@fresh-pouf/api-client';
import { type LegalDocument, type LegalDocumentId, legalApiPath, legalDocumentSchema } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/legal/{privacy|terms}: the document as the server rendered and sanitised it. */
export async function fetchLegalDocument(id: LegalDocumentId): Promise<LegalDocument> {
  const response = await apiRequest('GET', legalApiPath(id));
  return legalDocumentSchema.parse(await response.json());
}

export const legalDocumentQueryOptions = (id: LegalDocumentId) =>
  queryOptions({ queryKey: [legalApiPath(id)], queryFn: () => fetchLegalDocument(id) });

export function useLegalDocument(id: LegalDocumentId) {
  return useQuery(legalDocumentQueryOptions(id));
}
