import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequests } from '../../../bench/fuzz-requests.js';
import { buildTestApi, type TestApi } from './test/api.js';

/**
 * A smaller run of `bench/fuzz` (which sends 10,000 to the production server): malformed
 * requests over every API call answer in the envelope with a 4xx, never a 5xx, and the API
 * keeps answering. A fixed seed, so a failure names a request that can be replayed.
 */
describe('malformed requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Limits high enough that the fuzz reaches the routes instead of the 429.
    api = await buildTestApi({
      rateLimits: { windowMs: 60_000, submissions: 100_000, requests: 100_000 },
    });
  });
  afterAll(() => api?.close());

  it('never get a 5xx, and leave /api/health answering', async () => {
    const failures: string[] = [];
    for (const request of fuzzRequests(1500, { seed: 20261123, calls: 'api' })) {
      const response = await api.app.inject({
        method: request.method as 'GET',
        url: request.path,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      if (response.statusCode >= 500)
        failures.push(
          `${response.statusCode} ${request.method} ${request.path.slice(0, 100)} ${JSON.stringify(request.headers).slice(0, 100)} ${request.body?.slice(0, 100)} -> ${response.body.slice(0, 200)}`,
        );
      else if (response.statusCode >= 400 && request.method !== 'HEAD')
        expect(response.json(), `${request.method} ${request.path}`).toMatchObject({ status: 0 });
    }
    expect(failures).toEqual([]);
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 90_000);

  it('refuse a NUL character in the address with a 400 and in a body with a 422 naming the field', async () => {
    const search = await api.app.inject({ method: 'GET', url: '/api/search?q=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ status: 0, message: 'The request is not valid.' });
    const branches = await api.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      payload: { city: 'JAIPUR\u0000' },
    });
    expect(branches.statusCode).toBe(422);
    expect(branches.json()).toMatchObject({
      status: 0,
      data: { city: ['Remove the control character (NUL) from this field.'] },
    });
  });
});
