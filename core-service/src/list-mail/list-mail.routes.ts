import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { ListMailService } from './list-mail.service';

export function listMailRoutes(serve: Serve, service: ListMailService): void {
  serve(coreApi.listMail.list, async () => ({ announcements: await service.list() }));
  serve(coreApi.listMail.get, async ({ params }) => ({ announcement: await service.get(params.id) }));
  serve(coreApi.listMail.create, async ({ actor, body }) => ({ announcement: await service.create(actor, body) }));
  serve(coreApi.listMail.update, async ({ actor, params, body }) => ({
    announcement: await service.update(actor, params.id, body),
  }));
  serve(coreApi.listMail.recipients, ({ body }) => service.recipients(body));
  serve(coreApi.listMail.preview, ({ body }) => service.preview(body));
  serve(coreApi.listMail.test, ({ actor, params }) => service.test(actor, params.id));
  serve(coreApi.listMail.send, async ({ actor, params }) => ({ announcement: await service.send(actor, params.id) }));
  serve(coreApi.listMail.pause, async ({ actor, params }) => ({ announcement: await service.pause(actor, params.id) }));
  serve(coreApi.listMail.resume, async ({ actor, params }) => ({
    announcement: await service.resume(actor, params.id),
  }));
  serve(coreApi.listMail.unsubscribeState, ({ body }) => service.subscription(body.token));
  serve(coreApi.listMail.unsubscribe, ({ body }) => service.unsubscribe(body.token));
  serve(coreApi.listMail.inboundUnsubscribe, ({ body }) => service.inboundUnsubscribe(body.mailboxHash));
  serve(coreApi.listMail.resubscribe, ({ body }) => service.resubscribe(body.token));
  serve(coreApi.listMail.suppress, async ({ body }) => {
    await service.suppress(body.email, body.reason);
  });
}
