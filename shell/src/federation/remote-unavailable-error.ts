import type { RemoteName } from '@fresh-pouf/contracts';

/** A remote could not be fetched or did not expose what the route needs. */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  /** Not deployed at all (nothing to retry), or deployed but failed to load. */
  readonly deployed: boolean;

  constructor(remote: RemoteName, reason: string, options?: { cause?: unknown; deployed?: boolean }) {
    super(`The ${remote} module is unavailable: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.deployed = options?.deployed ?? true;
  }
}
