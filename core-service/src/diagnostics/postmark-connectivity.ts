import { AccountClient, Errors, ServerClient } from 'postmark';
import { postmarkClientOptions } from '../email/postmark-sender';

export interface ConnectivityOptions {
  serverToken: string | undefined;
  accountToken: string | undefined;
  apiUrl: string | undefined;
  timeoutMs: number;
}

/** One line per token; the screen counts the provider reachable when the text says 'Success'. */
export type ConnectivityCheck = () => Promise<string>;

function describeFailure(err: unknown): string {
  if (err instanceof Errors.PostmarkError) {
    if (!err.statusCode) return `could not reach Postmark (${err.message})`;
    return `Postmark answered HTTP ${err.statusCode} (ErrorCode ${err.code}): ${err.message}`;
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * The cheapest authenticated calls Postmark has: GET /server with the server token (the one
 * that sends) and, when set, GET /servers?count=1 with the account token. Neither sends mail.
 */
export function postmarkConnectivityCheck(options: ConnectivityOptions): ConnectivityCheck {
  const sdkOptions = postmarkClientOptions(options.apiUrl, options.timeoutMs);
  return async () => {
    if (!options.serverToken) return 'Not tested: POSTMARK_SERVER_TOKEN is not set';
    const lines: string[] = [];
    try {
      const server = await new ServerClient(options.serverToken, sdkOptions).getServer();
      lines.push(`Success: Postmark accepted the server token (server "${server.Name}")`);
    } catch (err) {
      lines.push(`Failed: ${describeFailure(err)}`);
    }
    if (options.accountToken) {
      try {
        await new AccountClient(options.accountToken, sdkOptions).getServers({ count: 1, offset: 0 });
        lines.push('Account token accepted');
      } catch (err) {
        lines.push(`Account token check failed: ${describeFailure(err)}`);
      }
    }
    return lines.join('. ');
  };
}
