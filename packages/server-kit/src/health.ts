import { Router } from 'express';

/** /healthz says the process is alive; /readyz says its dependencies answer. */
export function healthRoutes(ready: () => Promise<Record<string, boolean>>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks = await ready().catch(() => ({ self: false }));
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks });
  });
  return router;
}
