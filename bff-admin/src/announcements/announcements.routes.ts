import {
  ANNOUNCEMENTS_API,
  announcementDraftSchema,
  announcementPreviewRequestSchema,
  announcementSegmentChoiceSchema,
  coreApi,
} from '@fresh-pouf/contracts';
import { type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
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
  const idOf = (params: Record<string, unknown>) => ({ id: String(params.id) });

  router.get(ANNOUNCEMENTS_API, staff, async (req, res) => {
    res.json(await core.call(coreApi.listMail.list, { actor: actorOf(req, res), requestId: requestIdOf(req) }));
  });
  router.post(ANNOUNCEMENTS_API, staff, async (req, res) => {
    const body = parseInput(announcementDraftSchema, req.body);
    res
      .status(201)
      .json(await core.call(coreApi.listMail.create, { actor: actorOf(req, res), body, requestId: requestIdOf(req) }));
  });
  // Before '/:id' routes of the same method: 'recipients' and 'preview' are not ids.
  router.post(`${ANNOUNCEMENTS_API}/recipients`, staff, async (req, res) => {
    const body = parseInput(announcementSegmentChoiceSchema, req.body);
    res.json(
      await core.call(coreApi.listMail.recipients, { actor: actorOf(req, res), body, requestId: requestIdOf(req) }),
    );
  });
  router.post(`${ANNOUNCEMENTS_API}/preview`, staff, async (req, res) => {
    const body = parseInput(announcementPreviewRequestSchema, req.body);
    res.json(
      await core.call(coreApi.listMail.preview, { actor: actorOf(req, res), body, requestId: requestIdOf(req) }),
    );
  });
  router.get(`${ANNOUNCEMENTS_API}/:id`, staff, async (req, res) => {
    res.json(
      await core.call(coreApi.listMail.get, {
        actor: actorOf(req, res),
        params: idOf(req.params),
        requestId: requestIdOf(req),
      }),
    );
  });
  router.put(`${ANNOUNCEMENTS_API}/:id`, staff, async (req, res) => {
    const body = parseInput(announcementDraftSchema, req.body);
    res.json(
      await core.call(coreApi.listMail.update, {
        actor: actorOf(req, res),
        params: idOf(req.params),
        body,
        requestId: requestIdOf(req),
      }),
    );
  });
  for (const step of ['test', 'send', 'pause', 'resume'] as const) {
    router.post(`${ANNOUNCEMENTS_API}/:id/${step}`, staff, async (req, res) => {
      res.json(
        await core.call(coreApi.listMail[step], {
          actor: actorOf(req, res),
          params: idOf(req.params),
          requestId: requestIdOf(req),
        }),
      );
    });
  }
  return router;
}
