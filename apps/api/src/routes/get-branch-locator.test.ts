import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BranchSchema, envelopeSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../test/api.js';

const Branches = envelopeSchema(z.array(BranchSchema.strict()));
const BRANCH_FIELDS = ['address', 'city', 'email', 'id', 'location_name', 'phone_no', 'pin_code', 'slug', 'state'];

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

  it('finds the branches nearest a pin code: its sorting district first, then its postal circle, at most six', async () => {
    // 382010 (Gandhinagar) shares "382" with four Ahmedabad-area branches and "38" with more.
    const response = await locate({ pin_code: '382010' });
    expect(response.statusCode).toBe(200);
    const found = Branches.parse(response.json()).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(6);
    const shared = found.map((b) => (b.pin_code.startsWith('382') ? 3 : b.pin_code.startsWith('38') ? 2 : /^3[6-9]/.test(b.pin_code) ? 1 : 0));
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    expect(shared[0]).toBe(3);
    expect(shared).not.toContain(0);
  });

  it('counts a postal circle by its range of codes: Mumbai (40) finds Bhiwandi (42), Chennai (60) Arakkonam (63)', async () => {
    const mumbai = Branches.parse((await locate({ pin_code: '400001' })).json()).data;
    expect(mumbai.map((branch) => branch.pin_code)).toContain('421302');
    for (const branch of mumbai) expect(branch.pin_code).toMatch(/^4[0-4]/);
    const chennai = Branches.parse((await locate({ pin_code: '600001' })).json()).data;
    expect(chennai.map((branch) => branch.city)).toContain('ARAKKONAM');
  });

  it('puts a branch with the very pin code first', async () => {
    const [jaipur] = Branches.parse((await locate({ city: 'JAIPUR' })).json()).data;
    const found = Branches.parse((await locate({ pin_code: jaipur!.pin_code })).json()).data;
    expect(found[0]!.pin_code).toBe(jaipur!.pin_code);
  });

  it('answers an empty list for a pin code in a postal circle without branches', async () => {
    // 79xxxx is the North East circle, where there is no branch.
    const response = await locate({ pin_code: '790001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('answers 422 for a pin code that is not six digits', async () => {
    for (const pin_code of ['38001', '3800541', '012345', 'abcdef', '']) {
      const response = await locate({ pin_code });
      expect(response.statusCode, pin_code).toBe(422);
      expect(response.json().data.pin_code).toEqual(['Enter a 6-digit pin code.']);
    }
  });

  it('lists the branches of a state, whatever its case', async () => {
    const found = Branches.parse((await locate({ state: 'rajasthan' })).json()).data;
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const branch of found) expect(branch.state).toBe('Rajasthan');
    expect(new Set(found.map((b) => b.city))).toEqual(new Set(['AJMER', 'JAIPUR', 'JODHPUR', 'KOTA', 'SARDARSHAHAR', 'UDAIPUR']));
  });

  it('answers 422 when more than one way of searching is given', async () => {
    const response = await locate({ city: 'JAIPUR', state: 'Rajasthan' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.city).toEqual(['Search by one of city, pin code or state.']);
  });

  it('answers 422 for a city that is not a string', async () => {
    const response = await locate({ city: 42 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.city?.length).toBeGreaterThan(0);
  });
});
