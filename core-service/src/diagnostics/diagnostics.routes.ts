import { coreApi } from '@fresh-pouf/contracts';
import type { Serve } from '../auth/actor-access';
import type { DiagnosticsService } from './diagnostics.service';

export function diagnosticsRoutes(serve: Serve, service: DiagnosticsService): void {
  serve(coreApi.diagnostics.email, () => service.email());
  serve(coreApi.diagnostics.env, () => service.env());
  serve(coreApi.diagnostics.testEmail, ({ body }) => service.sendTestEmail(body));
}
