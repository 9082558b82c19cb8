import { describe, expect, it } from 'vitest';
import everyCountry from 'libphonenumber-js/metadata.max.json';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';

describe('INDIA_PHONE_METADATA', () => {
  it("is the installed libphonenumber-js's full metadata for India (else: node scripts/india-phone-metadata.js)", () => {
    expect(INDIA_PHONE_METADATA).toEqual({
      version: everyCountry.version,
      country_calling_codes: { 91: ['IN'] },
      countries: { IN: everyCountry.countries.IN },
      nonGeographic: {},
    });
  });
});
