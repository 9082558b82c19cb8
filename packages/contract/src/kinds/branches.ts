import { z } from 'zod';
import { BranchDetailSchema } from '../entities.js';
import { INDIAN_STATES } from '../constants.js';
import { SLUG_FORM } from '../content-editing-text.js';
import { defineKind } from './kind.js';
import { lines, optionalNumber, phone, shownEmail, slugField, text } from './rules.js';

const HALF_POSITION_MESSAGE =
  'Enter the latitude and the longitude, or leave both empty to use the pin code’s position.';

/**
 * A branch's details. Its city and slug make its address on the site (`/branches/{city}/{slug}`):
 * a changed one keeps a 301 from the old address. Cities are stored in capitals, as the seed has them.
 */
export const BranchDraftSchema = z
  .object({
    location_name: text(120, 'branch name'),
    address: text(300, 'street address'),
    city: text(60, 'city')
      .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Write the city in English letters, such as Navi Mumbai.')
      .transform((city) => city.replace(/\s+/g, ' ').toUpperCase()),
    // From the list: a state spelt otherwise split its city in two on the branches page.
    state: z.enum(INDIAN_STATES, 'Choose the state or union territory from the list.'),
    slug: slugField('vashi-sector-19'),
    pin_code: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Enter the PIN code as six digits.'),
    phone_no: phone('phone number'),
    email: shownEmail(),
    opening_hours: lines('opening hours', 7).pipe(
      z.array(
        z
          .string()
          .regex(
            /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su))* \d{2}:\d{2}-\d{2}:\d{2}$/,
            'Write each line as days and hours, such as Mo-Sa 09:30-18:30.',
          ),
      ),
    ),
    /** The addresses (slugs) of the services the branch offers; the API checks that each is a service's. */
    services: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          : value,
      z
        .array(
          z
            .string()
            .regex(
              SLUG_FORM,
              'Give each service as the end of its address, such as part-truck-load, one on each line.',
            ),
        )
        .max(20, 'Keep the services to 20 lines.'),
    ),
    /** Where the branch is, for its directions and the nearest branches; both empty: where its pin code is (decision 035). */
    latitude: optionalNumber(
      'Enter the latitude as a number between 6 and 38 (India), or leave it empty.',
      6,
      38,
    ),
    longitude: optionalNumber(
      'Enter the longitude as a number between 68 and 98 (India), or leave it empty.',
      68,
      98,
    ),
  })
  .superRefine((branch, ctx) => {
    // One without the other is no position: say so rather than fall back to the pin code unseen.
    for (const [field, other] of [
      ['latitude', 'longitude'],
      ['longitude', 'latitude'],
    ] as const) {
      if (branch[field] === null && branch[other] !== null)
        ctx.addIssue({ code: 'custom', path: [field], message: HALF_POSITION_MESSAGE });
    }
  });

export type BranchDraft = z.infer<typeof BranchDraftSchema>;

export const BRANCHES_KIND = defineKind({
  schema: BranchDraftSchema,
  public: BranchDetailSchema,
  shown: {
    location_name: true,
    address: true,
    city: true,
    state: true,
    slug: true,
    pin_code: true,
    phone_no: true,
    email: true,
    opening_hours: true,
    services: true,
    latitude: true,
    longitude: true,
  },
  translated: {
    location_name: true,
    address: true,
    city: false,
    state: false,
    slug: false,
    pin_code: false,
    phone_no: false,
    email: false,
    opening_hours: false,
    services: false,
    latitude: false,
    longitude: false,
  },
  form: {
    location_name: { label: 'Branch name' },
    address: {
      label: 'Street address',
      multiline: true,
      hint: 'The street and area; the city, state and PIN code follow it on the page.',
    },
    city: {
      label: 'City',
      hint: 'In English letters, such as Navi Mumbai. With the page address below, it makes the address of the branch’s page.',
    },
    state: {
      label: 'State',
      options: INDIAN_STATES.map((state) => ({ value: state, label: state })),
    },
    slug: {
      label: 'Page address',
      hint: 'The end of the branch’s page address: /branches/{city}/… in lower-case words joined by hyphens. Left empty on a new branch, it is made from its name. If you change it or the city, the old address leads to the new one.',
    },
    pin_code: { label: 'PIN code', type: 'number' },
    phone_no: { label: 'Phone', type: 'tel' },
    email: { label: 'E-mail', type: 'email' },
    opening_hours: {
      label: 'Opening hours',
      multiline: true,
      rows: 4,
      hint: 'One line for each set of days, such as Mo-Sa 09:30-18:30 (Mo-Su 00:00-23:59 for round the clock).',
    },
    services: {
      label: 'Services offered',
      choicesFrom: 'services',
      hint: 'Tick what the branch offers: its page lists these, with links to them.',
    },
    latitude: {
      label: 'Latitude',
      type: 'decimal',
      hint: 'Such as 19.0771: where directions lead, and what the nearest branches are measured from. Leave both empty to use the pin code’s position.',
    },
    longitude: { label: 'Longitude', type: 'decimal', hint: 'Such as 72.9986.' },
  },
});
