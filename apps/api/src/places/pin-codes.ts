import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/*
 * Where each Indian pin code is (decision 035): a table of pin code, latitude and longitude,
 * made by `npm run pin-codes` from GeoNames' postal codes (CC BY 4.0) and read here once.
 */

export interface Position {
  latitude: number;
  longitude: number;
}

export const PIN_CODE_TABLE = fileURLToPath(
  new URL('../../reference/pin-codes.csv', import.meta.url),
);
const HEADER = 'pin_code,latitude,longitude';

/** GeoNames' accuracy of a position: 1 is estimated (often tens of kilometres off), 3 and 4 are better. */
const GOOD_ACCURACY = 3;
/**
 * A point given to more pin codes than this is a district's centre standing in for their post
 * offices, whatever its accuracy says: 22.7611,72.2477 is given to 40 pin codes of Ahmedabad
 * district, Bodakdev's and Bopal's among them, 25 to 40 km from where they are.
 */
const PIN_CODES_AT_A_PLACE = 2;
/** The shorter pin code prefixes whose places stand in for a pin code without a good one of its own. */
const PREFIX_LENGTHS = [5, 4, 3];

/** Running sums of positions, for their mean. */
class Centroid {
  private latitude = 0;
  private longitude = 0;
  private count = 0;

  add({ latitude, longitude }: Position) {
    this.latitude += latitude;
    this.longitude += longitude;
    this.count += 1;
  }

  get position(): Position {
    return { latitude: this.latitude / this.count, longitude: this.longitude / this.count };
  }
}

function addTo(sums: Map<string, Centroid>, key: string, position: Position) {
  let sum = sums.get(key);
  if (!sum) sums.set(key, (sum = new Centroid()));
  sum.add(position);
}

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

interface PostOffice {
  pinCode: string;
  point: string;
  position: Position;
  accuracy: number;
}

/** The post offices of GeoNames' postal code file (tab separated: pin code second; latitude, longitude, accuracy tenth to twelfth). */
function postOffices(geoNames: string): PostOffice[] {
  return geoNames.split('\n').flatMap((line) => {
    const fields = line.split('\t');
    const [pinCode = '', latitude = '', longitude = '', accuracy = ''] = [
      fields[1],
      fields[9],
      fields[10],
      fields[11],
    ];
    const position = { latitude: Number(latitude), longitude: Number(longitude) };
    if (
      !/^[1-9]\d{5}$/.test(pinCode) ||
      !latitude ||
      !longitude ||
      !Number.isFinite(position.latitude) ||
      !Number.isFinite(position.longitude)
    )
      return [];
    return [{ pinCode, point: `${latitude},${longitude}`, position, accuracy: Number(accuracy) }];
  });
}

/**
 * Each pin code's position from GeoNames' postal codes. A post office is well placed when its
 * accuracy is 3 or 4 and its point is not a district's centre (given to many pin codes). A pin
 * code's position is the mean of its well-placed post offices; without one, the mean of those
 * sharing its longest prefix (five digits, then four, then three); only then its own estimate.
 * Four decimals: 11 m.
 */
export function pinCodePositions(geoNames: string): Map<string, Position> {
  const offices = postOffices(geoNames);
  const pinCodesAt = new Map<string, Set<string>>();
  for (const { point, pinCode } of offices)
    pinCodesAt.set(point, (pinCodesAt.get(point) ?? new Set()).add(pinCode));
  const good = new Map<string, Centroid>();
  const estimated = new Map<string, Centroid>();
  for (const { pinCode, point, position, accuracy } of offices) {
    if (accuracy >= GOOD_ACCURACY && pinCodesAt.get(point)!.size <= PIN_CODES_AT_A_PLACE) {
      for (const key of [pinCode, ...PREFIX_LENGTHS.map((length) => pinCode.slice(0, length))])
        addTo(good, key, position);
    } else {
      addTo(estimated, pinCode, position);
    }
  }
  const positions = new Map<string, Position>();
  for (const pinCode of [...new Set(offices.map((office) => office.pinCode))].sort()) {
    const source = [pinCode, ...PREFIX_LENGTHS.map((length) => pinCode.slice(0, length))]
      .map((key) => good.get(key))
      .find(Boolean);
    const { latitude, longitude } = (source ?? estimated.get(pinCode)!).position;
    positions.set(pinCode, { latitude: rounded(latitude), longitude: rounded(longitude) });
  }
  return positions;
}

/** The table as committed: a header, then one pin code a line, in order. */
export function pinCodeTable(positions: Map<string, Position>): string {
  const lines = [...positions].map(
    ([pinCode, { latitude, longitude }]) => `${pinCode},${latitude},${longitude}`,
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export function readPinCodeTable(csv: string): Map<string, Position> {
  const positions = new Map<string, Position>();
  for (const line of csv.split('\n').slice(1)) {
    const [pinCode, latitude, longitude] = line.split(',');
    if (pinCode)
      positions.set(pinCode, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return positions;
}

let table: Promise<Map<string, Position>> | undefined;

/** Where a pin code is, or null for one India Post's directory does not have. */
export async function pinCodePosition(pinCode: string): Promise<Position | null> {
  table ??= readFile(PIN_CODE_TABLE, 'utf8').then(readPinCodeTable);
  return (await table).get(pinCode) ?? null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two places along the earth's surface (the haversine formula). */
export function kilometresBetween(from: Position, to: Position): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
