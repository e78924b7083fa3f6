import { adminApi, coreApi } from '@fresh-pouf/contracts';
import { bffRouteServer, type CoreClient } from '@fresh-pouf/server-kit';
import { Router, type RequestHandler } from 'express';
import { actorOf } from '../sessions/require-staff';

/**
 * Announcements to the list. Any signed-in member reaches these routes; core decides
 * that only admins may use them (403 for editors), and audits each step. Drafts and segment
 * choices are parsed here with the shared schemas, so a bad one is a 400 naming the field
 * before core is asked; ids go to core as sent (it decides whether one names an announcement).
 */
export function announcementRoutes(core: CoreClient, staff: RequestHandler): Router {
  const router = Router();
  const serve = bffRouteServer(router, [staff]);
  const api = adminApi.announcements;

  serve(api.list, ({ requestId, req, res }) =>
    core.call(coreApi.listMail.list, { actor: actorOf(req, res), requestId }),
  );
  serve(api.create, ({ body, requestId, req, res }) =>
    core.call(coreApi.listMail.create, { actor: actorOf(req, res), body, requestId }),
  );
  serve(api.recipients, ({ body, requestId, req, res }) =>
    core.call(coreApi.listMail.recipients, { actor: actorOf(req, res), body, requestId }),
  );
  serve(api.preview, ({ body, requestId, req, res }) =>
    core.call(coreApi.listMail.preview, { actor: actorOf(req, res), body, requestId }),
  );
  serve(api.get, ({ params, requestId, req, res }) =>
    core.call(coreApi.listMail.get, { actor: actorOf(req, res), params, requestId }),
  );
  serve(api.update, ({ params, body, requestId, req, res }) =>
    core.call(coreApi.listMail.update, { actor: actorOf(req, res), params, body, requestId }),
  );
  for (const step of ['test', 'send', 'pause', 'resume'] as const) {
    serve(api[step], ({ params, requestId, req, res }) =>
      core.call(coreApi.listMail[step], { actor: actorOf(req, res), params, requestId }),
    );
  }

  return router;
}
