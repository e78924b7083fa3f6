import { callRoute } from '@fresh-pouf/api-client';
import { adminApi, type AdminLogin, type LoginResponse, type ProofOfWork } from '@fresh-pouf/contracts';
import { useMutation } from '@tanstack/react-query';
import { proofOfWorkChallengeOf, solveProofOfWork } from './proof-of-work';

/** A solved check may still be refused (expired, or the server asks again): a few rounds, then the error shows. */
const MAX_ROUNDS = 3;

/**
 * No Authorization header (docs/product/overview.md#roles-and-permissions); the answer may set the pending two-factor cookie.
 * After failures on an account the server asks for a proof of work first (HTTP 428): it is
 * solved here and the same credentials go again, so the user only sees "Logging in..." a
 * moment longer.
 */
export async function login(credentials: AdminLogin): Promise<LoginResponse> {
  let proofOfWork: ProofOfWork | undefined;
  for (let round = 1; ; round += 1) {
    try {
      return await callRoute(adminApi.auth.login, {
        body: proofOfWork ? { ...credentials, proofOfWork } : credentials,
      });
    } catch (error) {
      const challenge = round < MAX_ROUNDS ? proofOfWorkChallengeOf(error) : null;
      if (!challenge) throw error;
      proofOfWork = await solveProofOfWork(challenge);
    }
  }
}

export function useLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: login });
}
