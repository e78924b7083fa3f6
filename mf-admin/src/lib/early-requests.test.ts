import { jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { adminApi, STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstData } from '@fresh-pouf/remote-kit/first-data';
import { FIRST_DATA, FIRST_DATA_TOKEN_KEY, firstDataOrDeadline, requestFirstData } from '../app/first-data';
import { renderAdmin } from '../test/render-admin';
import { adminStats } from '../test/admin-stats';
import { adminSend, SessionEndedError } from './admin-call';
import { staffUser } from '../test/staff-user';

const user = staffUser();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a staff screen's first data, asked as the code runs", () => {
  it('asks the dashboard for its numbers once: the screen then reads that answer, and asks again afterwards', async () => {
    const { requests: sent } = stubRequests({ '/api/admin/stats': () => jsonResponse(200, { totalCount: 3 }) });
    requestFirstData('/admin/dashboard');
    expect(sent.map((s) => [s.url, s.authorization])).toEqual([
      ['/api/admin/stats', 'Bearer tok'],
      ['/api/admin/stats/funnel?days=30', 'Bearer tok'],
    ]);

    expect(await (await adminSend(adminApi.dashboard.stats, {})).json()).toEqual({ totalCount: 3 });
    expect(sent).toHaveLength(2);
    await adminSend(adminApi.dashboard.stats, {});
    expect(sent).toHaveLength(3);
  });

  it("takes over what the page's head already asked (its first-data script), and asks it no second time", async () => {
    const { requests: sent } = stubRequests({ '/api/admin/stats': () => jsonResponse(200, { totalCount: 7 }) });
    startFirstData(FIRST_DATA['/admin/dashboard'] ?? [], FIRST_DATA_TOKEN_KEY);
    requestFirstData('/admin/dashboard');
    expect(sent.map((s) => [s.url, s.authorization])).toEqual([
      ['/api/admin/stats', 'Bearer tok'],
      ['/api/admin/stats/funnel?days=30', 'Bearer tok'],
    ]);
    expect(await (await adminSend(adminApi.dashboard.stats, {})).json()).toEqual({ totalCount: 7 });
    expect(sent).toHaveLength(2);
  });

  it("leaves the head's requests made with a token since replaced (another sign-in) unread, and asks afresh", async () => {
    const { requests: sent } = stubRequests({ '/api/admin/stats': () => jsonResponse(200, {}) });
    startFirstData(FIRST_DATA['/admin/dashboard'] ?? [], FIRST_DATA_TOKEN_KEY);
    localStorage.setItem(STORAGE_KEYS.adminToken, 'another');
    requestFirstData('/admin/dashboard');
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer tok', 'Bearer tok', 'Bearer another', 'Bearer another']);
  });

  it('asks the waitlist for its short first page and the held referrals', () => {
    const { requests: sent } = stubRequests({ '/api/admin/*': () => jsonResponse(200, {}) });
    requestFirstData('/admin/waitlist/');
    expect(sent.map((s) => s.url)).toEqual(['/api/admin/waitlist?limit=50', '/api/admin/referral-holds']);
  });

  it('asks nothing signed out, nor for a screen without a list of first data', () => {
    const { requests: sent } = stubRequests({ '/api/admin/*': () => jsonResponse(200, {}) });
    requestFirstData('/admin/profile');
    localStorage.clear();
    requestFirstData('/admin/dashboard');
    expect(sent).toEqual([]);
  });

  it('hands an early answer to no other session, and none once it is stale', async () => {
    const { requests: sent } = stubRequests({ '/api/admin/stats': () => jsonResponse(200, {}) });
    const statsSent = () => sent.filter((s) => s.url === '/api/admin/stats');
    requestFirstData('/admin/dashboard');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'another');
    await adminSend(adminApi.dashboard.stats, {});
    expect(statsSent().map((s) => s.authorization)).toEqual(['Bearer tok', 'Bearer another']);

    vi.useFakeTimers({ toFake: ['performance'] });
    requestFirstData('/admin/dashboard');
    vi.advanceTimersByTime(10_001);
    await adminSend(adminApi.dashboard.stats, {});
    expect(statsSent()).toHaveLength(4);
  });

  it('treats a refused early answer as any refused call: a 401 ends the session', async () => {
    stubRequests({
      '/api/admin/stats': () => jsonResponse(401, { message: 'Your session has ended. Please sign in again.' }),
    });
    requestFirstData('/admin/dashboard');
    await expect(adminSend(adminApi.dashboard.stats, {})).rejects.toBeInstanceOf(SessionEndedError);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it("draws the dashboard's numbers in its first render when their early answer is already in, asking nothing again", async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/stats/funnel': () => jsonResponse(200, { days: 30, daily: [] }),
      '/api/admin/stats': () => jsonResponse(200, adminStats({ totalCount: 1_000_000, paidCount: 1234 })),
      '/api/admin/waitlist': () => jsonResponse(200, { entries: [], total: 0, nextBefore: null }),
    });
    await requestFirstData('/admin/dashboard');
    renderAdmin('/admin/dashboard');
    // No waiting: the render that drew the frame drew the numbers.
    expect(screen.getByTestId('totalCount').textContent).toBe('1,000,000');
    expect(screen.getByTestId('paidCount').textContent).toBe('1,234');
    expect(sent.filter((s) => s.url.startsWith('/api/admin/stats')).map((s) => s.url)).toEqual([
      '/api/admin/stats',
      '/api/admin/stats/funnel?days=30',
    ]);
  });

  it("leaves an early answer of the wrong shape to the screen's call, which says the load failed", async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/stats/funnel': () => jsonResponse(200, { days: 30, daily: [] }),
      '/api/admin/stats': () => jsonResponse(200, { totalCount: 'many' }),
    });
    await requestFirstData('/admin/dashboard');
    renderAdmin('/admin/dashboard');
    expect(screen.queryByTestId('totalCount')).toBeNull();
    expect(await within(notifications()).findByText('Failed to load dashboard data. Please try again.')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/admin/stats')).toHaveLength(1);
  });
});

describe("the staff area's first draw, held for the answers already asked", () => {
  it("settles once the dashboard's answers are read, so its first render draws the numbers", async () => {
    stubRequests({
      '/api/admin/stats/funnel': () => jsonResponse(200, { days: 30, daily: [] }),
      '/api/admin/stats': () => jsonResponse(200, adminStats({ totalCount: 52_003 })),
      '/api/admin/waitlist': () => jsonResponse(200, { entries: [], total: 0, nextBefore: null }),
    });
    await firstDataOrDeadline('/admin/dashboard', 60_000);
    renderAdmin('/admin/dashboard');
    expect(screen.getByTestId('totalCount').textContent).toBe('52,003');
  });

  it('waits for an answer still on its way no longer than its deadline, and the screen then asks as usual', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests: sent } = stubRequests({ '/api/admin/*': () => new Promise<Response>(() => {}) });
    let settled = false;
    void firstDataOrDeadline('/admin/dashboard', 250).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(sent.map((s) => s.url)).toEqual(['/api/admin/stats', '/api/admin/stats/funnel?days=30']);
  });

  it('holds nothing on a screen without first data, nor signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { requests: sent } = stubRequests({ '/api/admin/*': () => new Promise<Response>(() => {}) });
    let settled = 0;
    const count = () => {
      settled += 1;
    };
    void firstDataOrDeadline('/admin/profile', 250).then(count);
    localStorage.clear();
    void firstDataOrDeadline('/admin/dashboard', 250).then(count);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(2);
    expect(sent).toEqual([]);
  });
});
