import { ApiRequestError } from '@fresh-pouf/api-client';
import {
  leadingZeroBits,
  proofOfWorkInput,
  proofOfWorkRequiredSchema,
  type ProofOfWork,
  type ProofOfWorkChallenge,
} from '@fresh-pouf/contracts';

// Digests run off the main thread in the browser; asking for many at once keeps them busy
// without blocking the page.
const BATCH = 256;

/**
 * Finds a nonce whose SHA-256 of `challenge:nonce` starts with the asked zero bits (the sign-in
 * check the server asks for after failures on an account). About 65,000 digests at 16 bits:
 * under a second in a current browser.
 */
export async function solveProofOfWork({ challenge, difficulty }: ProofOfWorkChallenge): Promise<ProofOfWork> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(proofOfWorkInput(challenge, nonce)))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    const nonce = nonces[found];
    if (nonce !== undefined) return { challenge, nonce };
  }
}

/** The challenge of a 428 answer to a sign-in, or null for any other failure. */
export function proofOfWorkChallengeOf(error: unknown): ProofOfWorkChallenge | null {
  if (!(error instanceof ApiRequestError) || error.status !== 428) return null;
  try {
    const parsed = proofOfWorkRequiredSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.proofOfWork : null;
  } catch {
    return null;
  }
}
