import {
  coreApi,
  POSTMARK_WEBHOOK_URL,
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeRequestSchema,
} from '@fresh-pouf/contracts';
import { AppError, type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import express, { type Response, Router } from 'express';
import { basicAuthMatches, suppressionOf } from './postmark-webhook';

/**
 * Unsubscribing from list mail, and the provider telling us of addresses to stop mailing.
 * `webhookSecret` unset: the webhook is off (404), never open.
 */
export function listMailRoutes(core: CoreClient, options: { webhookSecret: string | undefined }): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
  // URL in the header, with the token in its query; no page, no login, no cookie.
  router.post(UNSUBSCRIBE_API.oneClick, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, { token: req.query.token });
    await core.call(coreApi.listMail.unsubscribe, { body, requestId: requestIdOf(req) });
    noStore(res).type('text/plain').send(UNSUBSCRIBE_MESSAGES.oneClickDone);
  });

  router.post(UNSUBSCRIBE_API.state, async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, req.body);
    noStore(res).json(await core.call(coreApi.listMail.unsubscribeState, { body, requestId: requestIdOf(req) }));
  });
  router.post(UNSUBSCRIBE_API.unsubscribe, async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, req.body);
    noStore(res).json(await core.call(coreApi.listMail.unsubscribe, { body, requestId: requestIdOf(req) }));
  });
  router.post(UNSUBSCRIBE_API.resubscribe, async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, req.body);
    noStore(res).json(await core.call(coreApi.listMail.resubscribe, { body, requestId: requestIdOf(req) }));
  });

  router.post(POSTMARK_WEBHOOK_URL, async (req, res) => {
    const secret = options.webhookSecret;
    if (!secret) throw AppError.notFound('Not found');
    if (!basicAuthMatches(req.get('authorization'), secret)) {
      res.set('WWW-Authenticate', 'Basic realm="postmark"');
      throw AppError.unauthorized('Webhook credentials are missing or wrong');
    }
    const suppression = suppressionOf(req.body);
    if (suppression) await core.call(coreApi.listMail.suppress, { body: suppression, requestId: requestIdOf(req) });
    // Postmark retries anything but 200: an event we do not act on is still received.
    res.json({ received: true, suppressed: suppression !== null });
  });

  return router;
}
