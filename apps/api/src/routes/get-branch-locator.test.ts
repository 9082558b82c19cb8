import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BranchSchema, envelopeSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../test/api.js';

const Branches = envelopeSchema(z.array(BranchSchema.strict()));
const BRANCH_FIELDS = ['address', 'city', 'email', 'id', 'location_name', 'phone_no', 'pin_code', 'state'];

describe('POST /api/get-branch-locator', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const locate = (payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/get-branch-locator', ...(payload === undefined ? {} : { payload }) });

  it('lists the branches of a city with every Branch field', async () => {
    const response = await locate({ city: 'JAIPUR' });
    expect(response.statusCode).toBe(200);
    const body = Branches.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThan(0);
    for (const branch of body.data) {
      expect(Object.keys(branch).sort()).toEqual(BRANCH_FIELDS);
      expect(branch.city).toBe('JAIPUR');
      expect(branch.pin_code).toMatch(/^\d{6}$/);
      for (const field of ['location_name', 'address', 'state', 'phone_no', 'email'] as const) {
        expect(branch[field].trim().length).toBeGreaterThan(0);
      }
    }
    expect(new Set(body.data.map((b) => b.id)).size).toBe(body.data.length);
  });

  it('finds the same branches for a lower-case or padded city', async () => {
    const upper = Branches.parse((await locate({ city: 'JAIPUR' })).json());
    for (const city of ['jaipur', 'Jaipur', '  jaipur  ']) {
      const response = await locate({ city });
      expect(response.statusCode).toBe(200);
      expect(Branches.parse(response.json()).data).toEqual(upper.data);
    }
  });

  it('answers an empty list with status 1 for a city with no branches', async () => {
    const response = await locate({ city: 'ATLANTIS' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: 'OK', data: [] });
  });

  it('answers 422 with a message for the city when it is missing or blank', async () => {
    for (const payload of [{}, { city: '' }, { city: '   ' }, undefined] as ({ city?: string } | undefined)[]) {
      const response = await locate(payload);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.status).toBe(0);
      expect(body.message).toBe('Please correct the highlighted fields.');
      expect(body.data.city).toEqual([expect.any(String)]);
      if (payload?.city !== undefined) expect(body.data.city).toEqual(['Choose a city.']);
    }
  });

  it('answers 422 for a city that is not a string', async () => {
    const response = await locate({ city: 42 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.city?.length).toBeGreaterThan(0);
  });
});
