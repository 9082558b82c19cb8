import { describe, expect, it } from 'vitest';
import { summaryText } from './staff-page';

describe('summaryText', () => {
  it('drops the colon an empty or erased message leaves, and keeps one inside', () => {
    expect(summaryText('Register YourVehicle: ')).toBe('Register YourVehicle');
    expect(summaryText(': ')).toBe('—');
    expect(summaryText('Bulk rates: what do you charge for 2 t to Pune?')).toBe(
      'Bulk rates: what do you charge for 2 t to Pune?',
    );
  });
});
