import { Router } from 'express';

export const LIVE_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** /healthz says the process is alive; /readyz says its dependencies answer. */
export function healthRoutes(ready: () => Promise<Record<string, boolean>>): Router {
  const router = Router();
  router.get(LIVE_PATH, (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get(READY_PATH, async (_req, res) => {
    const checks = await ready().catch(() => ({ self: false }));
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks });
  });
  return router;
}
