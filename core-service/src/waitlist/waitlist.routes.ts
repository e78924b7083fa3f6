import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { WaitlistService } from './waitlist.service';

export function waitlistRoutes(serve: Serve, service: WaitlistService): void {
  serve(coreApi.waitlist.signUp, ({ body }) => service.signUp(body));
  serve(coreApi.waitlist.signUpCounted, ({ body }) => service.signUpCounted(body));
  serve(coreApi.waitlist.get, ({ params }) => service.get(params.id));
  serve(coreApi.waitlist.confirmLinkState, ({ body }) => service.confirmLinkState(body.token));
  serve(coreApi.waitlist.confirm, ({ body }) => service.confirm(body.token));
  serve(coreApi.waitlist.sendConfirmLink, ({ body }) => service.sendConfirmLink(body));
  serve(coreApi.waitlist.status, ({ body }) => service.status(body.token));
  serve(coreApi.waitlist.notMe, ({ body }) => service.notMe(body.token, body.ip));
}
