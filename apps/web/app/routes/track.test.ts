import { describe, expect, it } from 'vitest';
import type { ContentClient } from '@harsh/contract';
import { action } from './track';

const SETTINGS = {
  name: 'Harsh Logistics',
  login_url: 'https://portal.example.in/login',
  support_phone: '1800 270 1996',
  claims: { support: '24/7' },
};

/** The track action with the company settings given, for a form post of `fields`. */
async function track(fields: Record<string, string>, trackingUrl: string | null) {
  const content = {
    get: async () => ({ ...SETTINGS, tracking_url: trackingUrl }),
  } as unknown as ContentClient;
  const request = new Request('http://site.test/track', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, context: { content }, params: {} } as unknown as Parameters<
      typeof action
    >[0]);
  } catch (thrown) {
    return thrown;
  }
}

describe('the track box', () => {
  type Answer = {
    data: {
      numbers: string[] | null;
      portal: string | null;
      errors?: Record<string, string[]>;
      values: Record<string, string>;
    };
    init: { status?: number } | null;
  };

  it('hands good numbers to the portal, comma-separated, once each, upper-cased', async () => {
    const answer = (await track(
      { shipment_type: 'Road', numbers: 'hl12345, HL-99887\nHL12345  ' },
      'https://portal.example.in/track?c={numbers}',
    )) as Answer;
    expect(answer.data.numbers).toEqual(['HL12345', 'HL-99887']);
    expect(answer.data.portal).toBe('https://portal.example.in/track?c=HL12345%2CHL-99887');
  });

  it('without a portal address, says the numbers are right and gives no portal link', async () => {
    const answer = (await track({ shipment_type: 'Air', numbers: 'AWB-000123' }, null)) as Answer;
    expect(answer.data.numbers).toEqual(['AWB-000123']);
    expect(answer.data.portal).toBeNull();
    expect(answer.data.errors).toBeUndefined();
  });

  it('refuses no numbers, more than 50, and numbers that cannot be consignment numbers, keeping what was typed', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { shipment_type: 'Road', numbers: '  ' },
        'numbers',
        'Enter at least one consignment number.',
      ],
      [
        {
          shipment_type: 'Road',
          numbers: Array.from({ length: 51 }, (_, i) => `HL${10000 + i}`).join(' '),
        },
        'numbers',
        'Enter at most 50 consignment numbers.',
      ],
      [
        { shipment_type: 'Road', numbers: 'HL12345 <script> ab' },
        'numbers',
        'These are not consignment numbers: <SCRIPT>, AB. A number has 4 to 30 letters, digits or hyphens.',
      ],
      [
        { shipment_type: 'Bicycle', numbers: 'HL12345' },
        'shipment_type',
        'Choose Road, Train, Air or Sea.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = (await track(fields, 'https://portal.example.in/track?c={numbers}')) as Answer;
      expect(answer.init?.status).toBe(422);
      expect(answer.data.errors?.[field]).toEqual([message]);
      expect(answer.data.values.numbers).toBe(fields['numbers']);
    }
  });
});
