import { ApiRequestError } from '@fresh-pouf/api-client';
import { describe, expect, it } from 'vitest';
import { zeroBits } from '../../../test/zero-bits';
import { proofOfWorkChallengeOf, solveProofOfWork } from './proof-of-work';

describe('sign-in proof of work', () => {
  it('finds a nonce whose SHA-256 with the challenge starts with the asked zero bits', async () => {
    const challenge = 'eyJzIjoiY2hpZWYifQ.c2lnbmF0dXJl';
    const proof = await solveProofOfWork({ challenge, difficulty: 12 });
    expect(proof.challenge).toBe(challenge);
    expect(proof.nonce).toMatch(/^\d{1,20}$/);
    expect(await zeroBits(`${challenge}:${proof.nonce}`)).toBeGreaterThanOrEqual(12);
  });

  it('reads the challenge only from a 428 answer of the expected shape', () => {
    const body = JSON.stringify({ message: 'Please wait', proofOfWork: { challenge: 'abc.def', difficulty: 16 } });
    expect(proofOfWorkChallengeOf(new ApiRequestError(428, body, ''))).toEqual({
      challenge: 'abc.def',
      difficulty: 16,
    });
    expect(proofOfWorkChallengeOf(new ApiRequestError(401, body, ''))).toBeNull();
    expect(proofOfWorkChallengeOf(new ApiRequestError(428, '{"message":"no challenge"}', ''))).toBeNull();
    expect(proofOfWorkChallengeOf(new ApiRequestError(428, 'not json', ''))).toBeNull();
    expect(proofOfWorkChallengeOf(new Error('network'))).toBeNull();
  });
});
