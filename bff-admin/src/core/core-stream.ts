import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { AppError, REQUEST_ID_HEADER, SERVICE_TOKEN_HEADER, type Logger } from '@fresh-pouf/server-kit';
import type { Response } from 'express';

/**
 * Passes a long answer of core's (the CSV export) straight through, without holding it in
 * memory as the JSON client would.
 */
export function coreStream(baseUrl: string, token: string, logger: Logger) {
  return async (path: string, res: Response, requestId?: string): Promise<void> => {
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(new URL(path, baseUrl), {
        headers: { [SERVICE_TOKEN_HEADER]: token, ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
        signal: AbortSignal.timeout(120_000),
      });
    } catch {
      throw AppError.unavailable('The admin service is temporarily unavailable. Please try again.');
    }
    if (!upstream.ok || !upstream.body) {
      logger.error({ path, status: upstream.status }, 'unexpected answer from core-service to a stream');
      throw new AppError(502, 'The export could not be produced. Please try again.');
    }
    res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/octet-stream');
    await pipeline(Readable.fromWeb(upstream.body as NodeWebStream<Uint8Array>), res);
  };
}

export type CoreStream = ReturnType<typeof coreStream>;
