import { describe, expect, it } from 'vitest';
import { auditDetailsText, auditTarget } from './details';

describe('auditDetailsText', () => {
  it('spells out an erasure: how the person was found, and what was erased of each kind', () => {
    expect(auditDetailsText({ by: ['email'], total: 1, erased: { contact: 1, partner: 0 } })).toBe(
      'found by: email; submissions: 1; erased: contact 1, partner 0',
    );
  });

  it('names an assignee by the name kept, and shows times in India time', () => {
    expect(auditDetailsText({ to: 2, name: 'Sales Person' })).toBe('to: Sales Person');
    expect(auditDetailsText({ to: null, name: null })).toBe('to: nobody');
    expect(auditDetailsText({ revision: 4, at: '2026-11-24T07:52:00.000Z', until: null })).toBe(
      'version: 4; at: 24 Nov 2026, 1:22 pm',
    );
  });

  it('leaves out details without a value, and keeps a setting’s name as written', () => {
    expect(auditDetailsText({ revision: 2, until: null, note: '' })).toBe('version: 2');
    expect(auditDetailsText({ role: 'admin', via: 'ADMIN_EMAIL' })).toBe(
      'role: admin; via: ADMIN_EMAIL',
    );
    expect(auditDetailsText({ via: 'setup_link' })).toBe('via: setup link');
  });

  it('never shows [object Object]', () => {
    expect(auditDetailsText({ nested: { deeper: { deepest: 1 } }, list: [] })).not.toContain(
      '[object',
    );
  });
});

describe('auditTarget', () => {
  const named = (target: string | null, target_name: string | null = null, target_exists = false) =>
    auditTarget({ target, target_name, target_exists });

  it('names a staff account, a picture and a content item, linking each while it is there', () => {
    expect(named('staff:5', 'Priya Nair (priya@example.in)', true)).toEqual({
      text: 'Priya Nair (priya@example.in)',
      kind: 'Staff account',
      href: '/admin/staff/5',
    });
    expect(named('media:3', 'pune-hub.jpg', true)).toEqual({
      text: 'pune-hub.jpg',
      kind: 'Picture',
      href: '/admin/media/3',
    });
    expect(named('pages:1', 'About Us', true)).toEqual({
      text: 'About Us',
      kind: 'Pages',
      href: '/admin/content/pages/1',
    });
  });

  it('keeps the name of what is gone, without a link to it', () => {
    expect(named('posts:12', 'Monsoon routes', false)).toEqual({
      text: 'Monsoon routes',
      kind: 'Blog posts',
      href: null,
    });
    expect(named('staff:9')).toEqual({ text: 'Account 9', kind: 'Staff account', href: null });
  });

  it('names a reordered list and an inbox item by their kind', () => {
    expect(named('clients')).toEqual({
      text: 'Clients',
      kind: 'List',
      href: '/admin/content/clients/order',
    });
    expect(named('contact:41')).toEqual({
      text: 'Contact message 41',
      kind: 'Inbox',
      href: '/admin/inbox/contact/41',
    });
  });

  it('shows a target it does not know as written, and no target as nothing', () => {
    expect(named('something:else')).toEqual({ text: 'something:else', kind: null, href: null });
    expect(named('toString:1')).toEqual({ text: 'toString:1', kind: null, href: null });
    expect(named(null)).toBeNull();
  });
});

describe('auditDetailsText with names', () => {
  it('shows a staff id in the details by the name the API gave it', () => {
    expect(
      auditDetailsText(
        { revision: 3, scheduled_by: 2 },
        { scheduled_by: 'Arjun Mehta (arjun@example.in)' },
      ),
    ).toBe('version: 3; scheduled by: Arjun Mehta (arjun@example.in)');
  });
});
