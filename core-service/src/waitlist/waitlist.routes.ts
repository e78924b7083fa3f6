import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { WaitlistService } from './waitlist.service';

export function waitlistRoutes(serve: Serve, service: WaitlistService): void {
  serve(coreApi.waitlist.signUp, ({ body }) => service.signUp(body));
  serve(coreApi.waitlist.signUpCounted, ({ body }) => service.signUpCounted(body));
  serve(coreApi.waitlist.get, ({ params }) => service.get(params.id));
}
