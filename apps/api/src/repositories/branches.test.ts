import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { branches } from '../db/schema.js';
import { pinCodePosition } from '../places/pin-codes.js';
import { openTestDatabase } from '../test/database.js';
import { findBranchDetail, findBranchesNear } from './branches.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the branches nearest a pin code (issue 27)', () => {
  it('orders by distance: 380054 (Bodakdev) lists the Ahmedabad branches before Vithalpur, 60 km away', async () => {
    const found = await findBranchesNear(database.db, (await pinCodePosition('380054'))!);
    // By the numbers' likeness, Vithalpur (382120) came before Narol (382405) and Odhav (382415).
    const cities = found.map((branch) => branch.city);
    expect(cities.slice(0, 4)).toEqual(['AHMEDABAD', 'AHMEDABAD', 'AHMEDABAD', 'AHMEDABAD']);
    expect(cities.indexOf('VITHALPUR')).toBeGreaterThan(3);
    expect(found[0]).toMatchObject({ slug: 'head-office', distance_km: expect.any(Number) });
    expect(found[0]!.distance_km).toBeLessThan(3);
    const kilometres = found.map((branch) => branch.distance_km!);
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    const vithalpur = found.find((branch) => branch.city === 'VITHALPUR');
    expect(vithalpur?.distance_km).toBeGreaterThan(50);
  });

  it('gives at most six, none farther than 300 km', async () => {
    const found = await findBranchesNear(database.db, (await pinCodePosition('110001'))!);
    expect(found.length).toBeLessThanOrEqual(6);
    for (const branch of found) expect(branch.distance_km).toBeLessThanOrEqual(300);
    // Itanagar: the nearest branch is Kolkata's, a thousand kilometres off.
    expect(await findBranchesNear(database.db, (await pinCodePosition('791111'))!)).toEqual([]);
  });

  it('places a branch without a position of its own at its pin code’s, on its page and in the answers', async () => {
    await database.db.insert(branches).values({
      locationName: 'Ahmedabad Thaltej Desk',
      address: 'Office 4, Thaltej Cross Roads',
      state: 'Gujarat',
      city: 'AHMEDABAD',
      pinCode: '380059',
      phoneNo: '+91 79 4890 1299',
      email: 'thaltej@harshlogistics.in',
      slug: 'thaltej-desk',
    });
    const thaltej = (await pinCodePosition('380059'))!;
    const detail = await findBranchDetail(database.db, 'ahmedabad', 'thaltej-desk');
    expect(detail).toMatchObject(thaltej);
    expect(detail!.nearby[0]).toMatchObject({
      slug: 'head-office',
      distance_km: expect.any(Number),
    });
    const found = await findBranchesNear(database.db, thaltej);
    expect(found[0]).toMatchObject({ slug: 'thaltej-desk', distance_km: 0 });
  });
});
