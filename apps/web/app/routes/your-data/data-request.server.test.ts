import { describe, expect, it } from 'vitest';
import type { ContentClient, Envelope } from '@harsh/contract';
import {
  type DataRequestAnswer,
  dataRequestAction,
  requestStatusAction,
  type StatusAnswer,
} from './data-request.server';

type Answered<T> = { data: T; init: { status?: number; headers?: Record<string, string> } | null };
type Call = { path: string; body: Record<string, unknown> };

/** A content API that answers each path as told, and notes what it was sent. */
function api(answers: Record<string, { statusCode: number; envelope: Envelope<unknown> }>) {
  const calls: Call[] = [];
  const content = {
    submit: async (path: string, body: Record<string, unknown>) => {
      calls.push({ path, body });
      const answer = answers[path];
      if (!answer) throw new Error(`No answer for ${path}`);
      return answer;
    },
  } as unknown as ContentClient;
  return { context: { content, clientIp: '203.0.113.9' }, calls };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://site.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });

const REQUEST = {
  intent: 'request',
  right: 'erasure',
  email: 'asha@example.in',
  consent: 'on',
  website: '',
  captcha: 'token',
};
const PENDING = 'aB3dE5fG7hJ9kL1mN3pQ5r';

describe('a request about one’s data, step by step', () => {
  it('sends a good request on in the page’s language, and answers with the code form naming it, for this visitor only', async () => {
    const { context, calls } = api({
      '/store/data-request': {
        statusCode: 201,
        envelope: { status: 1, message: 'कोड भेजा जा रहा है।', data: { pending: PENDING } },
      },
    });
    const answer = (await dataRequestAction(
      post('/hi/your-data', REQUEST),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(answer.data).toEqual({
      step: 'code',
      result: { ok: true, message: 'कोड भेजा जा रहा है।' },
      pending: PENDING,
    });
    expect(answer.init?.headers).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      right: 'erasure',
      email: 'asha@example.in',
      captcha: 'token',
      locale: 'hi',
    });
    expect(calls[0]!.body).not.toHaveProperty('intent');
  });

  it('shows a refused request again as typed, its errors by their fields, without asking the API', async () => {
    const { context, calls } = api({});
    const answer = (await dataRequestAction(
      post('/your-data', { ...REQUEST, right: 'correction', email: 'asha@' }),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.step).toBe('request');
    if (answer.data.step !== 'request') return;
    expect(answer.data.values).toEqual({ right: 'correction', email: 'asha@', consent: 'on' });
    expect(Object.keys(answer.data.result.errors ?? {})).toContain('email');
    expect(calls).toEqual([]);
  });

  it('keeps the code form, with the API’s error on the code, when the code is wrong', async () => {
    const { context, calls } = api({
      '/store/data-request/verify': {
        statusCode: 422,
        envelope: {
          status: 0,
          message: 'The code is wrong or has expired. Ask for a new one.',
          data: { code: ['The code is wrong or has expired. Ask for a new one.'] },
        },
      },
    });
    const answer = (await dataRequestAction(
      post('/your-data', { intent: 'verify', pending: PENDING, code: '123 456' }),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      step: 'code',
      pending: PENDING,
      result: {
        ok: false,
        errors: { code: ['The code is wrong or has expired. Ask for a new one.'] },
      },
    });
    expect(calls[0]).toEqual({
      path: '/store/data-request/verify',
      body: { pending: PENDING, code: '123456', locale: 'en' },
    });
  });

  it('answers a right code with the request received, and a new code with the code form again', async () => {
    const request = {
      reference: 'DR-7K3M-Q9TX',
      right: 'erasure',
      due_at: '2026-12-28T18:29:59.000Z',
    };
    const { context, calls } = api({
      '/store/data-request/verify': {
        statusCode: 200,
        envelope: { status: 1, message: 'Received.', data: request },
      },
      '/store/data-request/resend': {
        statusCode: 200,
        envelope: { status: 1, message: 'A new code is on its way.', data: null },
      },
    });
    const received = (await dataRequestAction(
      post('/your-data', { intent: 'verify', pending: PENDING, code: '123456' }),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(received.data).toEqual({
      step: 'received',
      result: { ok: true, message: 'Received.' },
      request,
    });
    const resent = (await dataRequestAction(
      post('/your-data', { intent: 'resend', pending: PENDING, code: '' }),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(resent.data).toEqual({
      step: 'code',
      result: { ok: true, message: 'A new code is on its way.' },
      pending: PENDING,
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/store/data-request/verify',
      '/store/data-request/resend',
    ]);
  });

  it('goes back to the request form for a code form whose request is none of ours', async () => {
    const { context, calls } = api({});
    const answer = (await dataRequestAction(
      post('/your-data', { intent: 'verify', pending: 'made-up', code: '123456' }),
      context,
    )) as unknown as Answered<DataRequestAnswer>;
    expect(answer.data).toMatchObject({
      step: 'request',
      result: { ok: false, message: 'The code is wrong or has expired. Ask for a new one.' },
    });
    expect(calls).toEqual([]);
  });
});

describe('where a request stands', () => {
  const FIELDS = { reference: ' dr-7k3m-q9tx ', status_code: 'abcd-efgh-jk' };

  it('answers the status the API gives, for the reference and status code as the e-mail writes them', async () => {
    const standing = {
      reference: 'DR-7K3M-Q9TX',
      right: 'access',
      received_at: '2026-11-28T10:00:00.000Z',
      due_at: '2026-12-28T18:29:59.000Z',
      status: 'in_progress',
      closed_at: null,
    };
    const { context, calls } = api({
      '/store/data-request/status': {
        statusCode: 200,
        envelope: { status: 1, message: 'OK', data: standing },
      },
    });
    const answer = (await requestStatusAction(
      post('/your-data/status', FIELDS),
      context,
    )) as unknown as Answered<StatusAnswer>;
    expect(answer.data.request).toEqual(standing);
    expect(answer.init?.headers).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(calls[0]!.body).toEqual({
      reference: 'DR-7K3M-Q9TX',
      status_code: 'ABCDEFGHJK',
      locale: 'en',
    });
  });

  it('says the API’s one answer for every failure, and shows what was typed again', async () => {
    const { context } = api({
      '/store/data-request/status': {
        statusCode: 404,
        envelope: {
          status: 0,
          message: 'We found no request with that reference and status code.',
          data: null,
        },
      },
    });
    const answer = (await requestStatusAction(
      post('/your-data/status', FIELDS),
      context,
    )) as unknown as Answered<StatusAnswer>;
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({
      result: {
        ok: false,
        message: 'We found no request with that reference and status code.',
        errors: undefined,
      },
      values: FIELDS,
      request: null,
    });
  });
});
