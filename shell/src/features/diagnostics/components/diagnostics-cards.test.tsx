import { createQueryClient } from '@fresh-pouf/api-client';
import {
  DIAGNOSTICS_MESSAGES,
  DIAGNOSTICS_TOKEN_STORAGE_KEY,
  type EmailCheckResponse,
  type EnvCheckResponse,
} from '@fresh-pouf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsCards } from './diagnostics-cards';

const emailCheck = (connectivityTest = 'Success: Postmark accepted the server token'): EmailCheckResponse => ({
  message: 'Email service diagnostics',
  emailSettings: {
    apiKeyConfigured: true,
    apiSecretConfigured: false,
    apiKeyPrefix: 'Xq7T...',
    apiSecretPrefix: null,
    envVarNames: { key: 'POSTMARK_SERVER_TOKEN', secret: 'POSTMARK_ACCOUNT_TOKEN' },
    senderEmail: 'hello@freshpouf.com',
  },
  connectivityTest,
  serverTime: '2026-11-21T10:00:00.000Z',
  environment: { nodeEnv: 'production', hostname: 'freshpouf.com', protocol: 'https' },
});

const envCheck: EnvCheckResponse = {
  directChecks: { POSTMARK_SERVER_TOKEN: true, POSTMARK_ACCOUNT_TOKEN: true },
  envUtility: { apiKeyPresent: true, apiSecretPresent: true, apiKeyPrefix: 'Xq7T...', apiSecretPrefix: 'Gv6J...' },
  environment: { nodeEnv: 'production', hostname: 'fallback.example', protocol: 'http' },
  serverTime: '2026-11-21T10:01:00.000Z',
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answered per path at the network edge; every call is recorded. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, init });
      const handler = handlers[path];
      if (!handler) return json(404, { message: 'no route' });
      return handler(init);
    }),
  );
  return calls;
}

function renderCards() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DiagnosticsCards />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('.fp-card') as HTMLElement;

beforeEach(() => sessionStorage.clear());

describe('Email Service Diagnostics', () => {
  it('shows settings, prefixes, variable names, sender and connectivity from the e-mail check', async () => {
    stubApi({ '/api/email-check': () => json(200, emailCheck()) });
    renderCards();
    const email = card('Email Service Diagnostics');
    expect(await within(email).findByText('Xq7T...')).toBeTruthy();
    expect(within(email).getByText('Configured')).toBeTruthy();
    expect(within(email).getByText('Not configured')).toBeTruthy();
    expect(within(email).getByText('POSTMARK_SERVER_TOKEN')).toBeTruthy();
    expect(within(email).getByText('POSTMARK_ACCOUNT_TOKEN')).toBeTruthy();
    expect(within(email).getByText('hello@freshpouf.com')).toBeTruthy();
    expect(within(email).getByText('Success')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Refresh Diagnostics' })).toBeTruthy();
    const env = card('Environment Information');
    for (const value of ['2026-11-21T10:00:00.000Z', 'production', 'freshpouf.com', 'https'])
      expect(within(env).getByText(value)).toBeTruthy();
  });

  it("reads 'Failed' when the connectivity text lacks 'Success'", async () => {
    stubApi({ '/api/email-check': () => json(200, emailCheck('Failed: Postmark answered HTTP 401')) });
    renderCards();
    const email = card('Email Service Diagnostics');
    expect(await within(email).findByText('Failed')).toBeTruthy();
    expect(within(email).getByText('Failed: Postmark answered HTTP 401')).toBeTruthy();
    expect(within(email).queryByText('Success')).toBeNull();
  });

  it('Refresh Diagnostics runs the e-mail check again', async () => {
    let answer = emailCheck('Failed: could not reach Postmark');
    const calls = stubApi({ '/api/email-check': () => json(200, answer) });
    renderCards();
    const email = card('Email Service Diagnostics');
    await within(email).findByText('Failed');
    answer = emailCheck();
    await userEvent.click(within(email).getByRole('button', { name: 'Refresh Diagnostics' }));
    expect(await within(email).findByText('Success')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/email-check')).toHaveLength(2);
  });

  it('falls back to the environment check when the e-mail check fails', async () => {
    stubApi({ '/api/email-check': () => json(500, { message: 'boom' }), '/api/env-check': () => json(200, envCheck) });
    renderCards();
    const email = card('Email Service Diagnostics');
    expect(await within(email).findByText(/these settings come from the environment check/)).toBeTruthy();
    expect(within(email).getByText('Gv6J...')).toBeTruthy();
    expect(within(email).getByText('Failed')).toBeTruthy();
    expect(within(card('Environment Information')).getByText('fallback.example')).toBeTruthy();
  });

  it("shows the spec's messages and Retry when both checks fail; Retry recovers", async () => {
    let up = false;
    stubApi({
      '/api/email-check': () => (up ? json(200, emailCheck()) : json(503, { message: 'down' })),
      '/api/env-check': () => json(503, { message: 'down' }),
    });
    renderCards();
    const email = card('Email Service Diagnostics');
    expect(await within(email).findByText(DIAGNOSTICS_MESSAGES.bothFailed)).toBeTruthy();
    expect(within(email).getByText(DIAGNOSTICS_MESSAGES.loadFailed)).toBeTruthy();
    expect(within(card('Environment Information')).getByText('Environment information is unavailable.')).toBeTruthy();
    up = true;
    await userEvent.click(within(email).getByRole('button', { name: 'Retry' }));
    expect(await within(email).findByText('Success')).toBeTruthy();
    expect(within(email).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('Email Testing Tool', () => {
  it('is disabled while the address is empty, reads Sending... in flight and prints the whole answer as JSON', async () => {
    let release: (r: Response) => void = () => undefined;
    const calls = stubApi({
      '/api/email-check': () => json(200, emailCheck()),
      '/api/test-email': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderCards();
    const tool = card('Email Testing Tool');
    const button = within(tool).getByRole('button', { name: 'Test Email' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(within(tool).getByPlaceholderText('Enter email address'), 'ops@example.com');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    const sending = (await within(tool).findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(JSON.parse(String(calls.find((c) => c.path === '/api/test-email')?.init?.body))).toEqual({
      email: 'ops@example.com',
      name: 'Test User',
    });
    release(json(200, { success: true, message: 'Test email sent to ops@example.com' }));
    const result = await within(tool).findByTestId('test-email-result');
    expect(JSON.parse(result.textContent ?? '')).toEqual({
      success: true,
      message: 'Test email sent to ops@example.com',
    });
    expect(result.textContent).toContain('\n  "success": true');
    expect((within(tool).getByRole('button', { name: 'Test Email' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("prints the spec's sentence when the call fails, with the server's reason beside it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      '/api/email-check': () => json(200, emailCheck()),
      '/api/test-email': () => json(429, { message: DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress }),
    });
    renderCards();
    const tool = card('Email Testing Tool');
    await userEvent.type(within(tool).getByPlaceholderText('Enter email address'), 'ops@example.com');
    await userEvent.click(within(tool).getByRole('button', { name: 'Test Email' }));
    const result = await within(tool).findByTestId('test-email-result');
    expect(JSON.parse(result.textContent ?? '')).toBe(DIAGNOSTICS_MESSAGES.testEmailCallFailed);
    expect(within(tool).getByRole('status').textContent).toBe(
      `429: ${DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress}`,
    );
  });

  it("gives success false and 'Error connecting to server' when the request cannot be made", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      '/api/email-check': () => json(200, emailCheck()),
      '/api/test-email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderCards();
    const tool = card('Email Testing Tool');
    await userEvent.type(within(tool).getByPlaceholderText('Enter email address'), 'ops@example.com');
    await userEvent.click(within(tool).getByRole('button', { name: 'Test Email' }));
    const result = await within(tool).findByTestId('test-email-result');
    expect(JSON.parse(result.textContent ?? '')).toEqual({ success: false, error: 'Error connecting to server' });
  });
});

describe('DIAGNOSTICS_TOKEN', () => {
  it('asks for the token after a 401, keeps it for the session and sends it', async () => {
    const calls = stubApi({
      '/api/email-check': (init) =>
        new Headers(init?.headers).get('x-diagnostics-token') === 'right-token-123456'
          ? json(200, emailCheck())
          : json(401, { message: 'A valid diagnostics token is required' }),
      '/api/env-check': () => json(401, { message: 'A valid diagnostics token is required' }),
    });
    renderCards();
    const input = await screen.findByLabelText('Diagnostics token');
    await userEvent.type(input, 'right-token-123456');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await within(card('Email Service Diagnostics')).findByText('Success')).toBeTruthy();
    expect(sessionStorage.getItem(DIAGNOSTICS_TOKEN_STORAGE_KEY)).toBe('right-token-123456');
    await waitFor(() => expect(screen.queryByLabelText('Diagnostics token')).toBeNull());
    expect(calls.at(-1)?.path).toBe('/api/email-check');
  });
});
