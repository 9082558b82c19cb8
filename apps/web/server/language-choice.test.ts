import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerChosenLanguage, answerVaries, chosenLanguage } from './language-choice.js';

/** A response that records what was written to it. */
function recorder() {
  const written: { status?: number; headers?: Record<string, unknown>; ended: boolean } = {
    ended: false,
  };
  const response = {
    writeHead(status: number, headers: Record<string, unknown>) {
      Object.assign(written, { status, headers });
      return response;
    },
    end() {
      written.ended = true;
      return response;
    },
  };
  return { response: response as unknown as ServerResponse, written };
}

const ask = (method: string, url: string, cookie?: string) => {
  const { response, written } = recorder();
  const answered = answerChosenLanguage({ method, url } as IncomingMessage, response, cookie);
  return { answered, ...written };
};

describe('the language a visitor chose (issue 29)', () => {
  it('reads the cookie only when it names one of the site’s other languages', () => {
    expect(chosenLanguage('lang=hi')).toBe('hi');
    expect(chosenLanguage('theme=dark; lang=hi; x=1')).toBe('hi');
    expect(chosenLanguage('lang=en')).toBeUndefined();
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('lang=hi/../../evil')).toBeUndefined();
    expect(chosenLanguage('language=hi')).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
  });

  it('sends the English home page to the chosen language’s, keeping the query, privately', () => {
    for (const url of ['/', '/index', '/Index/']) {
      const { answered, status, headers, ended } = ask('GET', url, 'lang=hi');
      expect(answered, url).toBe(true);
      expect(status).toBe(302);
      expect(headers).toMatchObject({
        location: '/hi',
        'cache-control': 'private, no-store',
        vary: 'cookie',
      });
      expect(ended).toBe(true);
    }
    expect(ask('HEAD', '/?utm_source=sms', 'lang=hi').headers).toMatchObject({
      location: '/hi?utm_source=sms',
    });
  });

  it('leaves every other page, method and visitor alone', () => {
    expect(ask('GET', '/about-us', 'lang=hi').answered).toBe(false);
    expect(ask('GET', '/indexes', 'lang=hi').answered).toBe(false);
    expect(ask('GET', '/hi', 'lang=hi').answered).toBe(false);
    expect(ask('POST', '/', 'lang=hi').answered).toBe(false);
    expect(ask('GET', '/', 'lang=en').answered).toBe(false);
    expect(ask('GET', '/', undefined).answered).toBe(false);
  });

  it('tells caches that only the home page’s answer depends on the cookie', () => {
    expect(answerVaries('/')).toBe('accept-encoding, cookie');
    expect(answerVaries('/index?x=1')).toBe('accept-encoding, cookie');
    expect(answerVaries('/about-us')).toBe('accept-encoding');
    expect(answerVaries(undefined)).toBe('accept-encoding');
  });
});
