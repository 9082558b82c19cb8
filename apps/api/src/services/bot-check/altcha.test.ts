import { createHash, createHmac } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AltchaChallenge, decodeAltchaToken, encodeAltchaToken } from '@harsh/contract';
import { createAltchaBotCheck } from './altcha.js';
import { type BotCheck, createBotCheck } from './index.js';

const HMAC_KEY = 'k'.repeat(40);
// Little work: these tests are about the checks, not the proof of work.
const EASY = { counterRange: [10, 60] as const };

async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return encodeAltchaToken({
    challenge,
    solution: { counter: solution!.counter, derivedKey: solution!.derivedKey },
  });
}

async function solvedBy(botCheck: BotCheck): Promise<string> {
  const challenge = await botCheck.challenge();
  if (challenge.provider !== 'altcha') throw new Error('expected an ALTCHA challenge');
  return solve(challenge.challenge);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the ALTCHA bot check', () => {
  const botCheck = createAltchaBotCheck({ hmacKey: HMAC_KEY, ...EASY });

  it('passes a solved challenge, remembered by its signature until the challenge expires', async () => {
    const text = await solvedBy(botCheck);
    const { challenge } = decodeAltchaToken(text)!;
    const verdict = await botCheck.verify(text, 'form_type2');
    expect(verdict).toEqual({
      passed: true,
      token: {
        hash: createHash('sha256').update(challenge.signature).digest('hex'),
        expiresAt: new Date(challenge.parameters.expiresAt! * 1000),
      },
    });
  });

  it('remembers one challenge by one hash, however its token is written', async () => {
    const text = await solvedBy(botCheck);
    const { challenge, solution } = decodeAltchaToken(text)!;
    // The same solution with its keys in another order: another text, the same challenge.
    const reordered = btoa(
      JSON.stringify({
        solution,
        challenge: { signature: challenge.signature, parameters: challenge.parameters },
      }),
    );
    expect(reordered).not.toBe(text);
    const [a, b] = [
      await botCheck.verify(text, 'contact'),
      await botCheck.verify(reordered, 'contact'),
    ];
    expect(a.passed && b.passed).toBe(true);
    expect(a.passed && b.passed && a.token.hash === b.token.hash).toBe(true);
  });

  it('says a missing token is missing', async () => {
    expect(await botCheck.verify(undefined, 'contact')).toEqual({
      passed: false,
      reason: 'missing',
    });
    expect(await botCheck.verify('', 'contact')).toEqual({ passed: false, reason: 'missing' });
  });

  it.each([
    ['text that is not base64 JSON', 'hello there'],
    ['base64 of text that is not JSON', btoa('{not json')],
    ['JSON of another shape', btoa(JSON.stringify({ challenge: 'x', solution: 1 }))],
    [
      'JSON with a negative counter',
      btoa(
        JSON.stringify({
          challenge: { parameters: {}, signature: '' },
          solution: { counter: -1, derivedKey: '' },
        }),
      ),
    ],
  ])('says %s is malformed', async (_what, text) => {
    expect(await botCheck.verify(text, 'contact')).toEqual({ passed: false, reason: 'malformed' });
  });

  it('refuses a wrong derived key, or the right one written in capitals', async () => {
    const token = decodeAltchaToken(await solvedBy(botCheck))!;
    const wrongKey = token.solution.derivedKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const derivedKey of [wrongKey, token.solution.derivedKey.toUpperCase(), '']) {
      const verdict = await botCheck.verify(
        encodeAltchaToken({ ...token, solution: { ...token.solution, derivedKey } }),
        'contact',
      );
      expect(verdict, derivedKey).toEqual({ passed: false, reason: 'invalid' });
    }
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const token = decodeAltchaToken(await solvedBy(botCheck))!;
    const changes: Partial<AltchaChallenge['parameters']>[] = [
      { expiresAt: token.challenge.parameters.expiresAt! + 86_400 },
      { keyPrefix: '00' },
      { keySignature: undefined },
      { cost: 2 },
    ];
    for (const change of changes) {
      const parameters = { ...token.challenge.parameters, ...change };
      const verdict = await botCheck.verify(
        encodeAltchaToken({ ...token, challenge: { ...token.challenge, parameters } }),
        'contact',
      );
      expect(verdict, JSON.stringify(change)).toEqual({ passed: false, reason: 'invalid' });
    }
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createAltchaBotCheck({ hmacKey: 'o'.repeat(40), ...EASY });
    expect(await botCheck.verify(await solvedBy(other), 'contact')).toEqual({
      passed: false,
      reason: 'invalid',
    });
  });

  it('refuses a challenge past its expiry', async () => {
    const expired = createAltchaBotCheck({ hmacKey: HMAC_KEY, expiresInSeconds: -5, ...EASY });
    expect(await botCheck.verify(await solvedBy(expired), 'contact')).toEqual({
      passed: false,
      reason: 'expired',
    });
  });

  it('keeps a challenge good for the configured time, and no longer', async () => {
    const short = createAltchaBotCheck({ hmacKey: HMAC_KEY, expiresInSeconds: 60, ...EASY });
    const text = await solvedBy(short);
    const { expiresAt } = decodeAltchaToken(text)!.challenge.parameters;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiresAt! - 1) * 1000);
    expect((await short.verify(text, 'contact')).passed).toBe(true);
    vi.setSystemTime((expiresAt! + 1) * 1000);
    expect(await short.verify(text, 'contact')).toEqual({ passed: false, reason: 'expired' });
  });

  it('refuses a challenge without an expiry, even one signed with its key', async () => {
    // What a leaked signing secret could make: everything but an expiry. Every challenge the server
    // issues has one, so one without is not the server's.
    const secret = (purpose: string) =>
      createHmac('sha256', HMAC_KEY).update(`altcha:${purpose}`).digest('hex');
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      hmacSignatureSecret: secret('challenge'),
      hmacKeySignatureSecret: secret('key'),
    });
    const text = await solve({
      parameters: { ...challenge.parameters },
      signature: challenge.signature ?? '',
    } as AltchaChallenge);
    expect(await botCheck.verify(text, 'contact')).toEqual({ passed: false, reason: 'invalid' });
  });
});

describe('createBotCheck', () => {
  it('uses ALTCHA with the key given: instances with one key accept each other’s solutions', async () => {
    const warn = vi.fn();
    const a = createBotCheck({ provider: 'altcha', hmacKey: HMAC_KEY, ...EASY }, { warn });
    const b = createBotCheck({ provider: 'altcha', hmacKey: HMAC_KEY, ...EASY }, { warn });
    expect(a.provider).toBe('altcha');
    expect((await b.verify(await solvedBy(a), 'form_type1')).passed).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a key, warns and uses a random one per instance', async () => {
    const warn = vi.fn();
    const a = createBotCheck({ provider: 'altcha', ...EASY }, { warn });
    const b = createBotCheck({ provider: 'altcha', ...EASY }, { warn });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('ALTCHA_HMAC_KEY');
    const text = await solvedBy(a);
    expect((await a.verify(text, 'contact')).passed).toBe(true);
    expect(await b.verify(text, 'contact')).toEqual({ passed: false, reason: 'invalid' });
  });
});
