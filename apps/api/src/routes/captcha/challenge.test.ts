import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaChallengeSchema, envelopeSchema } from '@harsh/contract';
import { z } from 'zod';
import { buildTestApi, type TestApi } from '../../test/api.js';

const AltchaAnswer = envelopeSchema(
  z.object({ provider: z.literal('altcha'), challenge: AltchaChallengeSchema }),
);

describe('GET /api/captcha/challenge (ALTCHA, the default)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const fetchChallenge = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    // A challenge is for one visitor: never cached or shared.
    expect(response.headers['cache-control']).toBe('no-store');
    return AltchaAnswer.parse(response.json()).data.challenge;
  };

  it('answers a signed SHA-256 challenge that expires in ten minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = await fetchChallenge();
    const after = Math.ceil(Date.now() / 1000);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600 - 1);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(after + 600);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a new challenge each time', async () => {
    const [a, b] = [await fetchChallenge(), await fetchChallenge()];
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.signature).not.toBe(b.signature);
  });

  it('asks for real work: the solution lies between 5,000 and 25,000 tries', async () => {
    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    expect(solution).not.toBeNull();
    expect(solution!.counter).toBeGreaterThanOrEqual(5_000);
    expect(solution!.counter).toBeLessThanOrEqual(25_000);
  });

  it('is a GET only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/captcha/challenge',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0 });
  });
});
