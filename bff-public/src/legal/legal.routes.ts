import { LEGAL_DOCUMENTS, type LegalDocumentId, publicApi } from '@fresh-pouf/contracts';
import { bffRouteServer } from '@fresh-pouf/server-kit';
import { Router } from 'express';
import type { LegalService } from './legal.service';

/** GET /api/legal/privacy and /api/legal/terms: the rendered documents, the same for everyone. */
export function legalRoutes(legal: LegalService): Router {
  const router = Router();
  const serve = bffRouteServer(router);
  for (const id of Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[]) {
    serve(publicApi.legal[id], ({ res }) => {
      // Rendered at start-up and changed only by a release: a short public cache is safe.
      res.set('Cache-Control', 'public, max-age=300');
      return legal.document(id);
    });
  }
  return router;
}
