import { describe, expect, it } from 'vitest';
import { pageParts } from './page-parts';

// What the build publishes for the gateway (page-parts.json): run here as the build runs it.
describe("the staff screens' page parts", () => {
  const parts = pageParts();

  it("draws the dashboard's frame as a picture: the brand, the links every role has, the heading", () => {
    const html = parts['/admin/dashboard']?.placeholder ?? '';
    expect(html).toContain('<p class="fpa-sidebar__brand">Fresh Pouf Admin</p>');
    expect(html).toContain('<span class="fpa-sidebar__link" aria-current="page">Dashboard</span>');
    expect([...html.matchAll(/class="fpa-sidebar__link"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Dashboard',
      'Waitlist Entries',
      'Blog Management',
      'Security Settings',
      'My Account',
    ]);
    expect(html).toContain('<h1 class="fpa-title">Dashboard</h1>');
  });

  it("leaves a place for each of the dashboard's four numbers, filled from the stats answer by the page's head", () => {
    const html = parts['/admin/dashboard']?.placeholder ?? '';
    expect([...html.matchAll(/<h2 class="fp-card__title">([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Total Waitlist Sign-ups',
      'Early Bird Registrations',
      'Paid Customers',
      'Family Plans',
    ]);
    expect(
      [...html.matchAll(/data-first-from="([^"]+)" data-first-count="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
    ).toEqual([
      '/api/admin/stats totalCount',
      '/api/admin/stats earlyBirdCount',
      '/api/admin/stats paidCount',
      '/api/admin/stats familyPlanCount',
    ]);
    expect([...html.matchAll(/class="fp-tabs__trigger[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Overview',
      'Waitlist',
      'Blog Posts',
    ]);
    // No other screen's placeholder asks for counts.
    expect(parts['/admin/waitlist']?.placeholder).not.toContain('data-first-count');
  });

  it('holds no control, no link, no landmark and nothing personal (the name and role are grey lines)', () => {
    for (const [route, part] of Object.entries(parts)) {
      const html = part.placeholder ?? '';
      expect(html, route).not.toMatch(/<(a|button|input|main|aside|nav|form)\b|href=|tabindex|onclick/i);
      expect(html, route).toContain('<p class="fpa-sidebar__name"><span class="fpa-placeholder-line"></span></p>');
    }
  });

  it('names the first requests of the dashboard and the waitlist, with the stored staff token, and none elsewhere', () => {
    expect(parts['/admin/dashboard']?.firstData).toEqual({
      urls: ['/api/admin/stats', '/api/admin/stats/funnel?days=30'],
      tokenKey: 'adminToken',
      countsFrom: ['/api/admin/stats'],
    });
    expect(parts['/admin/waitlist']?.firstData?.urls).toEqual([
      '/api/admin/waitlist?limit=50',
      '/api/admin/referral-holds',
    ]);
    expect(parts['/admin/waitlist']?.firstData?.countsFrom).toBeUndefined();
    expect(parts['/admin/profile']?.firstData).toBeUndefined();
    // No frame on the sign-in screens: nothing for them.
    expect(parts['/admin/login']).toBeUndefined();
    expect(parts['/admin/two-factor']).toBeUndefined();
  });
});
