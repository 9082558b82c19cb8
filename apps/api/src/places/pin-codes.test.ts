import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  kilometresBetween,
  PIN_CODE_TABLE,
  pinCodePosition,
  pinCodePositions,
  pinCodeTable,
  readPinCodeTable,
} from './pin-codes.js';

/** A line of GeoNames' postal code file: the fields the table reads, the others as the file has them. */
const office = (pinCode: string, latitude: number, longitude: number, accuracy: number) =>
  [
    'IN',
    pinCode,
    'Post office',
    'Gujarat',
    '09',
    'Ahmedabad',
    '474',
    'Ahmadabad City',
    '',
    latitude,
    longitude,
    accuracy,
  ].join('\t');

describe('the pin code table made from GeoNames', () => {
  it('places a pin code at the mean of its well-placed post offices, rounded to four decimals', () => {
    const positions = pinCodePositions(
      [
        office('380059', 23.04891, 72.51234, 4),
        office('380059', 23.05, 72.52, 3),
        office('380059', 22.5, 72.1, 1),
      ].join('\n'),
    );
    expect(positions.get('380059')).toEqual({ latitude: 23.0495, longitude: 72.5162 });
  });

  it('places a pin code with only estimates at the well-placed offices of its longest shared prefix', () => {
    const positions = pinCodePositions(
      [
        office('380052', 23.0522, 72.5338, 4),
        office('380059', 23.0489, 72.5123, 3),
        office('380054', 22.7611, 72.2477, 1), // the district's estimate, 40 km off
        office('380013', 23.0, 72.6, 4),
        office('380031', 22.9, 72.1, 1), // nothing else under 38003: the four digits 3800 stand in
        office('390007', 22.3, 73.1, 3),
        office('399999', 22.1, 73.5, 1), // nothing else under 3999 or 399: its own estimate
      ].join('\n'),
    );
    expect(positions.get('380054')).toEqual({ latitude: 23.0506, longitude: 72.5231 });
    expect(positions.get('380031')).toEqual({ latitude: 23.0337, longitude: 72.5487 });
    expect(positions.get('399999')).toEqual({ latitude: 22.1, longitude: 73.5 });
  });

  it('takes a point given to many pin codes for a district centre, whatever its accuracy says', () => {
    const centre = (pinCode: string) => office(pinCode, 22.7611, 72.2477, 4);
    const positions = pinCodePositions(
      [
        centre('380050'),
        centre('380055'),
        centre('380058'),
        office('380059', 23.0489, 72.5123, 4),
      ].join('\n'),
    );
    expect(positions.get('380058')).toEqual({ latitude: 23.0489, longitude: 72.5123 });
    // With nothing better anywhere under its prefixes, the centre is all there is.
    expect(
      pinCodePositions([centre('380050'), centre('380055'), centre('380058')].join('\n')).get(
        '380058',
      ),
    ).toEqual({ latitude: 22.7611, longitude: 72.2477 });
  });

  it('skips lines that are not a post office with a six-digit pin code and a position', () => {
    const positions = pinCodePositions(
      [
        '',
        'IN\t38005\tShort',
        office('380059', 23.0489, 72.5123, 4),
        office('038005', 23, 72, 4),
      ].join('\n'),
    );
    expect([...positions.keys()]).toEqual(['380059']);
  });

  it('reads back what it writes', () => {
    const positions = new Map([
      ['110001', { latitude: 28.6427, longitude: 77.2194 }],
      ['380054', { latitude: 23.0506, longitude: 72.5231 }],
    ]);
    const csv = pinCodeTable(positions);
    expect(csv).toBe(
      'pin_code,latitude,longitude\n110001,28.6427,77.2194\n380054,23.0506,72.5231\n',
    );
    expect(readPinCodeTable(csv)).toEqual(positions);
  });

  it('as committed, knows every pin code of the seeded branches and places Bodakdev in Ahmedabad, not 25 km west of it', async () => {
    const table = readPinCodeTable(await readFile(PIN_CODE_TABLE, 'utf8'));
    expect(table.size).toBeGreaterThan(19_000);
    const bodakdev = { latitude: 23.0395, longitude: 72.512 };
    expect(kilometresBetween((await pinCodePosition('380054'))!, bodakdev)).toBeLessThan(3);
    expect(await pinCodePosition('999999')).toBeNull();
  });
});

describe('kilometres between two places', () => {
  it('measures along the earth’s surface: Delhi to Mumbai about 1,150 km, a place to itself 0', () => {
    const delhi = { latitude: 28.6139, longitude: 77.209 };
    const mumbai = { latitude: 19.076, longitude: 72.8777 };
    expect(kilometresBetween(delhi, mumbai)).toBeCloseTo(1148, -1);
    expect(kilometresBetween(mumbai, delhi)).toBeCloseTo(kilometresBetween(delhi, mumbai), 6);
    expect(kilometresBetween(delhi, delhi)).toBe(0);
  });
});
