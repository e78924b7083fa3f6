import { describe, expect, it } from 'vitest';
import { ADMINS_ONLY } from '../admin-users';
import { coreApi } from './index';
import type { CoreRoute } from './route';

const routes = Object.values(coreApi).flatMap((area) => Object.values(area) as CoreRoute[]);

describe('admins-only routes', () => {
  it('each tells any other staff member which action is for administrators', () => {
    const adminRoutes = routes.filter((route) => route.actor === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const route of adminRoutes) {
      expect(Object.values(ADMINS_ONLY), `${route.method} ${route.path}`).toContain(route.forbidden);
    }
  });

  it('keeps the staff-management wording for staff management only', () => {
    const staffWording = routes.filter((route) => route.forbidden === ADMINS_ONLY.staff).map((route) => route.path);
    expect(staffWording.every((path) => path.startsWith('/internal/staff'))).toBe(true);
    expect(coreApi.admin.startReconcile.forbidden).toBe('Only administrators can reconcile subscriptions with Stripe.');
    expect(coreApi.admin.stripeEvents.forbidden).toBe('Only administrators can see and replay Stripe events.');
  });

  it('asks nothing of routes every staff member may call', () => {
    for (const route of routes.filter((r) => r.actor !== 'admin')) expect(route.forbidden, route.path).toBeUndefined();
  });
});
