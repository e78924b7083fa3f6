import { createQueryClient } from '@fresh-pouf/api-client';
import { Toaster } from '@fresh-pouf/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import AdminApp from '../app/admin-app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.hash}`}</div>;
}

/** The admin remote as the shell mounts it: its App on one of its paths, with a query client and the one Toaster. */
export function renderAdmin(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminApp />
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
export const notifications = () => screen.getByRole('region', { name: /notifications/i });

export interface Sent {
  url: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

/** fetch answered per URL; records what was sent. */
export function stubApi(answers: Record<string, (sent: Sent) => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      const request: Sent = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: headers.get('authorization'),
      };
      sent.push(request);
      const key = Object.keys(answers).find((k) => url.startsWith(k));
      return key ? (answers[key] as (s: Sent) => Response)(request) : new Response('not stubbed', { status: 500 });
    }),
  );
  return sent;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
