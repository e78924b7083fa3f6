import {
  coreApi,
  postmarkInboundSchema,
  POSTMARK_WEBHOOK_MESSAGES,
  PUBLIC_API_PATHS,
  publicApi,
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_PAGE,
  unsubscribeRequestSchema,
  unsubscribeTokenSchema,
} from '@fresh-pouf/contracts';
import { AppError, bffRouteServer, type CoreClient, parseInput, requestIdOf } from '@fresh-pouf/server-kit';
import express, { type RequestHandler, Router } from 'express';
import { serveTokenCall } from '../token-calls';
import { basicAuthMatches, suppressionOf } from './postmark-webhook';

/**
 * Unsubscribing from list mail, and the provider telling us of addresses to stop mailing.
 * `webhookSecret` unset: the webhook is off (404), never open.
 */
export function listMailRoutes(
  core: CoreClient,
  options: { webhookSecret: string | undefined; webhookLimit: RequestHandler },
): Router {
  const router = Router();
  const paths = PUBLIC_API_PATHS.listMail;
  const { postmark, postmarkInbound } = PUBLIC_API_PATHS.webhooks;

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
  // URL in the header, with the token in its query; no page, no login, no cookie.
  router.post(paths.oneClick, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const body = parseInput(unsubscribeRequestSchema, { token: req.query.token });
    await core.call(coreApi.listMail.unsubscribe, { body, requestId: requestIdOf(req) });
    res.set('Cache-Control', 'no-store').type('text/plain').send(UNSUBSCRIBE_MESSAGES.oneClickDone);
  });

  // The same URL opened in a browser (a person copying it from the header, a client without
  // one-click): the human page, which asks before it changes anything. A link scanner's GET
  // unsubscribes nobody.
  router.get(paths.oneClick, (req, res) => {
    const token = unsubscribeTokenSchema.safeParse(req.query.token);
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, token.success ? `${UNSUBSCRIBE_PAGE}?token=${token.data}` : UNSUBSCRIBE_PAGE);
  });

  const serve = bffRouteServer(router);
  serveTokenCall(serve, core, publicApi.listMail.state, coreApi.listMail.unsubscribeState);
  serveTokenCall(serve, core, publicApi.listMail.unsubscribe, coreApi.listMail.unsubscribe);
  serveTokenCall(serve, core, publicApi.listMail.resubscribe, coreApi.listMail.resubscribe);

  const secret = options.webhookSecret;
  if (!secret) {
    router.post([postmark, postmarkInbound], () => {
      throw AppError.notFound('Not found');
    });
    return router;
  }
  const signedIn: RequestHandler = (req, res, next) => {
    if (!basicAuthMatches(req.get('authorization'), secret)) {
      res.set('WWW-Authenticate', 'Basic realm="postmark"');
      throw AppError.unauthorized(POSTMARK_WEBHOOK_MESSAGES.unauthorized);
    }
    next();
  };
  // An e-mail to the List-Unsubscribe mailto address: the token after its `+`
  // unsubscribes at once. Postmark retries anything but 200, so an e-mail that names no entry (a
  // stray message, a token mistyped) is received and changes nothing.
  router.post(postmarkInbound, options.webhookLimit, signedIn, async (req, res) => {
    const hash = postmarkInboundSchema.safeParse(req.body).data?.MailboxHash ?? '';
    const token = unsubscribeRequestSchema.shape.token.safeParse(hash);
    const result = token.success
      ? await core.call(coreApi.listMail.inboundUnsubscribe, {
          body: { mailboxHash: token.data },
          requestId: requestIdOf(req),
        })
      : { unsubscribed: false };
    res.json({ received: true, unsubscribed: result.unsubscribed });
  });

  // Failed sign-ins are limited per client address before the password is looked at.
  router.post(postmark, options.webhookLimit, signedIn, async (req, res) => {
    const suppression = suppressionOf(req.body);
    if (suppression) await core.call(coreApi.listMail.suppress, { body: suppression, requestId: requestIdOf(req) });
    // Postmark retries anything but 200: an event we do not act on is still received.
    res.json({ received: true, suppressed: suppression !== null });
  });

  return router;
}
