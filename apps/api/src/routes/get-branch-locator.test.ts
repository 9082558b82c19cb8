import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BranchSchema,
  envelopeSchema,
  LocatedBranchSchema,
  PIN_CODE_MESSAGES,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../test/api.js';

const Branches = envelopeSchema(z.array(BranchSchema.strict()));
const NearBranches = envelopeSchema(z.array(LocatedBranchSchema.required().strict()));
const BRANCH_FIELDS = [
  'address',
  'city',
  'content_locale',
  'email',
  'id',
  'location_name',
  'phone_no',
  'pin_code',
  'slug',
  'state',
  'translated',
];

describe('POST /api/get-branch-locator', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const locate = (payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      ...(payload === undefined ? {} : { payload }),
    });

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

  it('answers a city or a state in the language asked for: the seed’s Hindi names and addresses, with the English city and state', async () => {
    const english = Branches.parse((await locate({ city: 'JAIPUR' })).json()).data;
    for (const payload of [
      { city: 'JAIPUR', locale: 'hi' },
      { state: 'Rajasthan', locale: 'hi' },
    ]) {
      const hindi = Branches.parse((await locate(payload)).json()).data;
      expect(hindi.length, JSON.stringify(payload)).toBeGreaterThan(0);
      for (const branch of hindi) {
        expect(branch.content_locale).toBe('hi');
        expect(branch.location_name).toMatch(/[\u0900-\u097F]/);
        expect(branch.state).toBe('Rajasthan');
      }
    }
    const hindiJaipur = Branches.parse(
      (await locate({ city: 'JAIPUR', locale: 'hi' })).json(),
    ).data;
    expect(hindiJaipur.map((b) => b.id)).toEqual(english.map((b) => b.id));
    expect(hindiJaipur.map((b) => b.city)).toEqual(english.map((b) => b.city));
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
    for (const payload of [{}, { city: '' }, { city: '   ' }, undefined] as (
      { city?: string } | undefined
    )[]) {
      const response = await locate(payload);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.status).toBe(0);
      expect(body.message).toBe('Please correct the highlighted fields.');
      expect(body.data.city).toEqual([expect.any(String)]);
      if (payload?.city !== undefined) expect(body.data.city).toEqual(['Choose a city.']);
    }
  });

  it('finds the branches nearest a pin code by distance, each with it: 380054 (Bodakdev) lists Ahmedabad before Vithalpur', async () => {
    const response = await locate({ pin_code: '380054' });
    expect(response.statusCode).toBe(200);
    const found = NearBranches.parse(response.json()).data;
    expect(found.length).toBe(6);
    expect(found.slice(0, 4).map((branch) => branch.city)).toEqual([
      'AHMEDABAD',
      'AHMEDABAD',
      'AHMEDABAD',
      'AHMEDABAD',
    ]);
    expect(found[0]).toMatchObject({ slug: 'head-office', pin_code: '380054' });
    const kilometres = found.map((branch) => branch.distance_km);
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    expect(found.findIndex((branch) => branch.city === 'VITHALPUR')).toBeGreaterThan(3);
  });

  it('reaches across postal circles and no farther than 300 km: Mumbai finds Bhiwandi, Chennai Arakkonam', async () => {
    const mumbai = NearBranches.parse((await locate({ pin_code: '400001' })).json()).data;
    expect(mumbai[0]!.city).toBe('BHIWANDI');
    for (const branch of mumbai) expect(branch.distance_km).toBeLessThanOrEqual(300);
    const chennai = NearBranches.parse((await locate({ pin_code: '600001' })).json()).data;
    expect(chennai[0]!.city).toBe('ARAKKONAM');
    expect(chennai[0]!.distance_km).toBeGreaterThan(50);
  });

  it('answers an empty list for a pin code far from every branch', async () => {
    // 790001 is in Arunachal Pradesh: Kolkata, the nearest, is a thousand kilometres off.
    const response = await locate({ pin_code: '790001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('answers 422 with a message for the pin code when India Post’s directory does not have it', async () => {
    for (const pin_code of ['999999', '100000']) {
      const response = await locate({ pin_code });
      expect(response.statusCode, pin_code).toBe(422);
      expect(response.json()).toEqual({
        status: 0,
        message: 'Please correct the highlighted fields.',
        data: { pin_code: [PIN_CODE_MESSAGES.unknown] },
      });
    }
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
    expect(new Set(found.map((b) => b.city))).toEqual(
      new Set(['AJMER', 'JAIPUR', 'JODHPUR', 'KOTA', 'SARDARSHAHAR', 'UDAIPUR']),
    );
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
