import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('auditDetailsText', () => {
  it('spells out an erasure: how the person was found, and what was erased of each kind', () => {
    expect(auditDetailsText({ by: ['email'], total: 1, erased: { contact: 1, partner: 0 } })).toBe('found by: email; submissions: 1; erased: contact 1, partner 0');
  });

  it('names an assignee by the name kept, and shows times in India time', () => {
    expect(auditDetailsText({ to: 2, name: 'Sales Person' })).toBe('to: Sales Person');
    expect(auditDetailsText({ to: null, name: null })).toBe('to: nobody');
    expect(auditDetailsText({ revision: 4, at: '2026-11-24T07:52:00.000Z', until: null })).toBe('version: 4; at: 24 Nov 2026, 1:22 pm; until: —');
  });

  it('never shows [object Object]', () => {
    expect(auditDetailsText({ nested: { deeper: { deepest: 1 } }, list: [] })).not.toContain('[object');
  });
});
