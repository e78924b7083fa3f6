import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('freePort', () => {
  it('hands out ports below the range the OS gives outgoing connections, never one twice, each bindable', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(28_200);
      expect(port).toBeLessThan(32_700);
    }
    const closers = await Promise.all(ports.map(listenOn));
    await Promise.all(closers.map((close) => close()));
  });
});
