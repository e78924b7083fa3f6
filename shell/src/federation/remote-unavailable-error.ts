import type { RemoteName } from '@fresh-pouf/contracts';

/** A remote could not be fetched or did not expose what the route needs. */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, reason: string, options?: { cause?: unknown }) {
    super(`The ${remote} module is unavailable: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
