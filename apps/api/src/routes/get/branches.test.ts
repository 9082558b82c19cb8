import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BranchDetailSchema, BranchSchema, branchPath, envelopeSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';

const Branches = envelopeSchema(z.array(BranchSchema.strict()));
const Detail = envelopeSchema(BranchDetailSchema.strict());

describe('the branch directory and branch pages', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/get/branches lists every branch once, by state and city, each with its own address', async () => {
    const response = await get('/api/get/branches');
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toBeTruthy();
    const branches = Branches.parse(response.json()).data;
    expect(branches.length).toBeGreaterThanOrEqual(40);
    const order = branches.map((b) => `${b.state}|${b.city}`);
    expect(order).toEqual([...order].sort());
    const paths = branches.map(branchPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/branches\/[a-z-]+\/[a-z0-9-]+$/);
  });

  it('GET /api/get/branch-states lists the distinct states, sorted', async () => {
    const states = z.array(z.string()).parse((await get('/api/get/branch-states')).json().data);
    expect(states).toEqual([...new Set(states)].sort());
    expect(states).toEqual(
      expect.arrayContaining(['Gujarat', 'Rajasthan', 'Madhya Pradesh', 'Delhi', 'West Bengal']),
    );
  });

  it('GET /api/get/branches/{city}/{slug} gives the branch, its hours, its services and the nearest other branches', async () => {
    const response = await get('/api/get/branches/ahmedabad/narol-hub');
    expect(response.statusCode).toBe(200);
    const branch = Detail.parse(response.json()).data;
    expect(branch.location_name).toBe('Ahmedabad Narol Hub');
    expect(branch.city).toBe('AHMEDABAD');
    expect(branch.opening_hours).toEqual(['Mo-Su 00:00-23:59']);
    expect(branch.services.map((s) => s.slug)).toEqual([
      'road-logistics',
      'sort-centres',
      'parking-solutions-2',
    ]);
    for (const service of branch.services) expect(service.title.length).toBeGreaterThan(0);

    expect(branch.nearby).toHaveLength(4);
    expect(branch.nearby.map((b) => b.id)).not.toContain(branch.id);
    const distances = branch.nearby.map((b) => b.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The other three Ahmedabad branches are nearer than anything outside the city.
    expect(branch.nearby.slice(0, 3).every((b) => b.city === 'AHMEDABAD')).toBe(true);
  });

  it('GET /api/get/branches/{city}/{slug}?locale=hi reads the branch, its services and its nearest branches in Hindi where they are translated, each saying in which language', async () => {
    const branch = Detail.parse(
      (await get('/api/get/branches/ahmedabad/narol-hub?locale=hi')).json(),
    ).data;
    const english = Detail.parse((await get('/api/get/branches/ahmedabad/narol-hub')).json()).data;
    // The seed translates every service and every branch.
    expect(branch.services.map((s) => s.slug)).toEqual(english.services.map((s) => s.slug));
    for (const [index, service] of branch.services.entries()) {
      expect(service.content_locale).toBe('hi');
      expect(service.title).not.toBe(english.services[index]!.title);
      expect(service.title).toMatch(/[\u0900-\u097F]/);
    }
    expect(branch.nearby.map((b) => b.id)).toEqual(english.nearby.map((b) => b.id));
    for (const other of branch.nearby) {
      expect(other.content_locale).toBe('hi');
      expect(other.location_name).toMatch(/[\u0900-\u097F]/);
    }
    expect(branch).toMatchObject({
      content_locale: 'hi',
      location_name: 'अहमदाबाद नारोल हब',
      city: 'AHMEDABAD',
    });
  });

  it('measures distances between cities roughly right (Ahmedabad to Anand is about 60–80 km)', async () => {
    const anand = Detail.parse((await get('/api/get/branches/anand/anand-branch')).json()).data;
    const toAhmedabad = anand.nearby.find((b) => b.city === 'AHMEDABAD' || b.city === 'BARODA');
    expect(toAhmedabad?.distance_km).toBeGreaterThan(30);
    expect(toAhmedabad?.distance_km).toBeLessThan(90);
  });

  it('answers 404 in the envelope for an unknown branch or a branch under another city', async () => {
    for (const url of [
      '/api/get/branches/ahmedabad/no-such-branch',
      '/api/get/branches/surat/narol-hub',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 0 });
    }
  });

  it('answers 422 for an address that cannot be a branch', async () => {
    for (const url of [
      '/api/get/branches/AHMEDABAD/narol-hub',
      '/api/get/branches/ahmedabad/Narol_Hub',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().status).toBe(0);
    }
  });
});
