import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUSINESS_TYPES, VENDOR_TYPES } from './constants.js';
import { fieldErrorsFrom } from './envelope.js';
import {
  ContactMessageSchema,
  DATA_REQUEST_STEP_SCHEMAS,
  NewsletterSchema,
  normaliseIndianMobile,
  normaliseIndianPhone,
  PartnerEnquirySchema,
  phoneForStaff,
  QuoteRequestSchema,
} from './forms.js';
import { EMAIL_MESSAGE, MOBILE_MESSAGE, PHONE_MESSAGE } from './messages.js';
import { firstWords, htmlToPlainText } from './text.js';

const enquiry = {
  type: 1,
  name: 'Ravi Patel',
  email: 'ravi@example.in',
  mobile: '9876543210',
  message: 'We run 40 trucks out of Surat and would like to partner with you.',
};

/** The field errors a schema gives for `input` (an empty map when it passes). */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('PartnerEnquirySchema', () => {
  it('accepts a complete enquiry and trims its text', () => {
    const parsed = PartnerEnquirySchema.parse({
      ...enquiry,
      name: '  Ravi Patel ',
      email: ' ravi@example.in ',
      message: `  ${enquiry.message}\n`,
      vendor_type: 'Fuel Partner',
      captcha: 'token',
    });
    expect(parsed).toEqual({
      type: 1,
      name: 'Ravi Patel',
      email: 'ravi@example.in',
      mobile: '9876543210',
      message: enquiry.message,
      vendor_type: 'Fuel Partner',
      business_type: null,
      captcha: 'token',
    });
  });

  it.each([
    ['name', 'Enter your name.'],
    ['email', 'Enter your e-mail address.'],
    ['mobile', 'Enter your mobile number.'],
    ['message', 'Enter your message.'],
  ])('requires %s, with the message "%s" when blank', (field, message) => {
    expect(errorsOf(PartnerEnquirySchema, { ...enquiry, [field]: '' })).toEqual({
      [field]: [message],
    });
    expect(errorsOf(PartnerEnquirySchema, { ...enquiry, [field]: '   ' })).toEqual({
      [field]: [message],
    });
  });

  it.each(['name', 'email', 'mobile', 'message', 'type'])(
    'rejects an enquiry without %s, naming the field',
    (field) => {
      const { [field as keyof typeof enquiry]: _omitted, ...rest } = enquiry;
      const errors = errorsOf(PartnerEnquirySchema, rest);
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]!.length).toBeGreaterThan(0);
    },
  );

  it('reports every bad field at once', () => {
    const errors = errorsOf(PartnerEnquirySchema, { ...enquiry, email: 'nope', mobile: '12345' });
    expect(errors).toEqual({ email: [EMAIL_MESSAGE], mobile: [MOBILE_MESSAGE] });
  });

  it.each([
    'not-an-email',
    'ravi@',
    '@example.in',
    'ravi@example',
    'ravi example@x.in',
    'ravi@@example.in',
  ])('rejects the e-mail address %j with "Enter a valid e-mail address."', (email) => {
    expect(EMAIL_MESSAGE).toBe('Enter a valid e-mail address.');
    expect(errorsOf(PartnerEnquirySchema, { ...enquiry, email })).toEqual({
      email: [EMAIL_MESSAGE],
    });
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    [' 6000000000 ', '6000000000'],
  ])('stores the mobile number %j as %j', (mobile, stored) => {
    expect(PartnerEnquirySchema.parse({ ...enquiry, mobile }).mobile).toBe(stored);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 98765 43210', '98765abcde', '+91 98765 4321'])(
    'rejects the mobile number %j with "Enter a 10-digit mobile number."',
    (mobile) => {
      expect(MOBILE_MESSAGE).toBe('Enter a 10-digit mobile number.');
      expect(errorsOf(PartnerEnquirySchema, { ...enquiry, mobile })).toEqual({
        mobile: [MOBILE_MESSAGE],
      });
    },
  );

  it('keeps vendor_type and drops business_type for a vendor (type 1)', () => {
    const parsed = PartnerEnquirySchema.parse({
      ...enquiry,
      type: 1,
      vendor_type: 'Vehicle Partner',
      business_type: 'Franchise partner',
    });
    expect(parsed.vendor_type).toBe('Vehicle Partner');
    expect(parsed.business_type).toBeNull();
  });

  it('keeps business_type and drops vendor_type for a business partner (type 2)', () => {
    const parsed = PartnerEnquirySchema.parse({
      ...enquiry,
      type: 2,
      vendor_type: 'Vehicle Partner',
      business_type: 'Register Warehouse',
    });
    expect(parsed.business_type).toBe('Register Warehouse');
    expect(parsed.vendor_type).toBeNull();
  });

  it('reads the type from a form string', () => {
    expect(PartnerEnquirySchema.parse({ ...enquiry, type: '2' }).type).toBe(2);
  });

  it.each([0, 3, -1, 1.5, 'vendor', true, [2], ' 2', null])('rejects the type %j', (type) => {
    const errors = errorsOf(PartnerEnquirySchema, { ...enquiry, type });
    expect(Object.keys(errors)).toEqual(['type']);
  });

  it('accepts every listed option', () => {
    for (const vendor_type of VENDOR_TYPES) {
      expect(PartnerEnquirySchema.parse({ ...enquiry, type: 1, vendor_type }).vendor_type).toBe(
        vendor_type,
      );
    }
    for (const business_type of BUSINESS_TYPES) {
      expect(PartnerEnquirySchema.parse({ ...enquiry, type: 2, business_type }).business_type).toBe(
        business_type,
      );
    }
  });

  it('rejects options outside the lists with "Choose one of the listed options."', () => {
    expect(
      errorsOf(PartnerEnquirySchema, { ...enquiry, type: 1, vendor_type: 'Tyre Partner' }),
    ).toEqual({
      vendor_type: ['Choose one of the listed options.'],
    });
    expect(
      errorsOf(PartnerEnquirySchema, { ...enquiry, type: 2, business_type: 'franchise partner' }),
    ).toEqual({
      business_type: ['Choose one of the listed options.'],
    });
  });

  it('rejects an unlisted option even in the field the type does not use', () => {
    expect(
      Object.keys(
        errorsOf(PartnerEnquirySchema, { ...enquiry, type: 2, vendor_type: 'Tyre Partner' }),
      ),
    ).toEqual(['vendor_type']);
  });

  it('allows a blank or missing option, stored as null', () => {
    expect(
      PartnerEnquirySchema.parse({ ...enquiry, type: 1, vendor_type: '' }).vendor_type,
    ).toBeNull();
    expect(
      PartnerEnquirySchema.parse({ ...enquiry, type: 2, business_type: '' }).business_type,
    ).toBeNull();
    expect(PartnerEnquirySchema.parse({ ...enquiry, type: 2 }).business_type).toBeNull();
  });

  it('bounds the trimmed lengths of name, e-mail address and message', () => {
    expect(PartnerEnquirySchema.safeParse({ ...enquiry, name: 'n'.repeat(100) }).success).toBe(
      true,
    );
    expect(
      PartnerEnquirySchema.safeParse({ ...enquiry, name: ` ${'n'.repeat(100)} ` }).success,
    ).toBe(true);
    expect(errorsOf(PartnerEnquirySchema, { ...enquiry, name: 'n'.repeat(101) })).toEqual({
      name: ['Use at most 100 characters.'],
    });
    expect(PartnerEnquirySchema.safeParse({ ...enquiry, message: 'm'.repeat(5000) }).success).toBe(
      true,
    );
    expect(errorsOf(PartnerEnquirySchema, { ...enquiry, message: 'm'.repeat(5001) })).toEqual({
      message: ['Use at most 5,000 characters.'],
    });
    expect(
      errorsOf(PartnerEnquirySchema, { ...enquiry, email: `${'e'.repeat(250)}@x.in` }),
    ).toEqual({
      email: ['Use at most 254 characters.'],
    });
  });

  it('bounds the captcha token: what cannot be a token is read as none (the API then fails the bot check)', () => {
    for (const captcha of ['c'.repeat(10_001), null, 42]) {
      expect(PartnerEnquirySchema.parse({ ...enquiry, captcha }).captcha).toBeUndefined();
    }
    expect(
      PartnerEnquirySchema.parse({ ...enquiry, captcha: 'c'.repeat(10_000) }).captcha,
    ).toHaveLength(10_000);
  });
});

describe('QuoteRequestSchema', () => {
  const quote = {
    name: 'Kiran Rao',
    email: 'kiran@example.in',
    phone: '9876543210',
    freight_type: 'Road',
    departure_city: 'Surat',
    delivery_city: 'Howrah',
    incoterms: 'EXW',
    weight_kg: '500',
    height_cm: '120',
    width_cm: '100',
    length_cm: '200',
    captcha: 'token',
  };
  const weight = (typed: string) => {
    const result = QuoteRequestSchema.safeParse({ ...quote, weight_kg: typed });
    return result.success ? result.data.weight_kg : fieldErrorsFrom(result.error)['weight_kg']![0];
  };

  it('reads a weight grouped in thousands or lakhs, with a decimal point', () => {
    expect(weight('1,250.5')).toBe(1250.5);
    expect(weight('12,500')).toBe(12500);
    expect(weight('1,00,000')).toBe(100000);
    expect(weight('99,999')).toBe(99999);
  });

  it('does not guess at a comma anywhere else', () => {
    expect(weight('1,5')).toBe('Enter the weight in kg as a number.');
    expect(weight('12,34')).toBe('Enter the weight in kg as a number.');
  });
});

describe('ContactMessageSchema', () => {
  const contact = {
    username: 'Asha',
    email: 'asha@example.in',
    phone: '+91 91234 56789',
    subject: 'Rates to Kolkata',
  };

  it('accepts a message without a message body, normalising the phone number', () => {
    expect(ContactMessageSchema.parse(contact)).toEqual({
      ...contact,
      phone: '091234 56789',
      message: '',
    });
  });

  it('takes the landlines and toll-free numbers offices write from, as well as mobiles, and says what it takes', () => {
    for (const [phone, stored] of [
      ['022 2345 6789', '022 2345 6789'],
      ['1800 270 1996', '1800 270 1996'],
      ['+91 44 2345 6789', '044 2345 6789'],
    ]) {
      expect(ContactMessageSchema.parse({ ...contact, phone }).phone, phone).toBe(stored);
    }
    expect(PHONE_MESSAGE).toBe(
      'Enter an Indian phone number: a landline with its STD code (022 2345 6789), a mobile (98765 43210) or a toll-free number (1800 270 1996).',
    );
    expect(errorsOf(ContactMessageSchema, { ...contact, phone: '2345 6789' })).toEqual({
      phone: [PHONE_MESSAGE],
    });
  });

  it('keeps a message when one is given, trimmed', () => {
    expect(ContactMessageSchema.parse({ ...contact, message: '  Please call me.  ' }).message).toBe(
      'Please call me.',
    );
  });

  it('requires name, e-mail address, phone and subject', () => {
    const errors = errorsOf(ContactMessageSchema, {
      username: '',
      email: '',
      phone: '',
      subject: '',
    });
    expect(errors).toEqual({
      username: ['Enter your name.'],
      email: ['Enter your e-mail address.'],
      phone: ['Enter your phone number.'],
      subject: ['Enter your subject.'],
    });
  });

  it('checks the e-mail address, phone and lengths', () => {
    expect(errorsOf(ContactMessageSchema, { ...contact, email: 'asha', phone: '123' })).toEqual({
      email: [EMAIL_MESSAGE],
      phone: [PHONE_MESSAGE],
    });
    expect(errorsOf(ContactMessageSchema, { ...contact, phone: '9'.repeat(31) })).toEqual({
      phone: [PHONE_MESSAGE],
    });
    expect(
      Object.keys(errorsOf(ContactMessageSchema, { ...contact, subject: 's'.repeat(201) })),
    ).toEqual(['subject']);
    expect(
      Object.keys(errorsOf(ContactMessageSchema, { ...contact, message: 'm'.repeat(5001) })),
    ).toEqual(['message']);
  });
});

describe('NewsletterSchema', () => {
  it('accepts an e-mail address, trimmed', () => {
    expect(NewsletterSchema.parse({ email: ' reader@example.in ' })).toEqual({
      email: 'reader@example.in',
    });
  });

  it('rejects a blank, missing or invalid address', () => {
    expect(errorsOf(NewsletterSchema, { email: '' })).toEqual({
      email: ['Enter your e-mail address.'],
    });
    expect(errorsOf(NewsletterSchema, { email: 'reader' })).toEqual({ email: [EMAIL_MESSAGE] });
    expect(Object.keys(errorsOf(NewsletterSchema, {}))).toEqual(['email']);
  });
});

describe('DATA_REQUEST_STEP_SCHEMAS.status', () => {
  const status = (reference: string, status_code: string) =>
    DATA_REQUEST_STEP_SCHEMAS.status.safeParse({ reference, status_code, locale: 'en' });

  it('reads a status code and a reference as Crockford base 32 is read: O as 0, I and L as 1, any case', () => {
    expect(status('dr-7k3m-q9tx', 'O1ILo-abcde').data).toMatchObject({
      reference: 'DR-7K3M-Q9TX',
      status_code: '01110ABCDE',
    });
    expect(status('DR-7KOM-QITL', '0123456789').data).toMatchObject({ reference: 'DR-7K0M-Q1T1' });
  });

  it('still refuses what is no code: a U, or the wrong length', () => {
    expect(status('DR-7K3M-Q9TX', 'ABCDEFGHJU').success).toBe(false);
    expect(status('DR-7K3M-Q9TX', 'ABCDEFGHJ').success).toBe(false);
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['7000000000', '7000000000'],
    ['6123456789', '6123456789'],
  ])('reads %j as %j', (raw, expected) => {
    expect(normaliseIndianMobile(raw)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '5123456789',
    '987654321',
    '98765432101',
    '+9198765432',
    '+44 7911 123456',
    '00919876543210',
    '9876x43210',
  ])('refuses %j', (raw) => {
    expect(normaliseIndianMobile(raw)).toBeNull();
  });
});

describe('phoneForStaff', () => {
  it('shows a mobile as +91 and its ten digits, however it was stored', () => {
    for (const stored of [
      '9825012345',
      '098250 12345',
      '+91 98250 12345',
      normaliseIndianPhone('98250 12345')!,
    ])
      expect(phoneForStaff(stored), stored).toBe('+91 98250 12345');
  });

  it('shows a landline with its STD code in the same international form, a toll-free number as dialled, an extension after', () => {
    expect(phoneForStaff(normaliseIndianPhone('079 2658 1234')!)).toBe('+91 79 2658 1234');
    expect(phoneForStaff('022 2345 6789')).toBe('+91 22 2345 6789');
    expect(phoneForStaff(normaliseIndianPhone('1800 270 1996')!)).toBe('1800 270 1996');
    expect(phoneForStaff(normaliseIndianPhone('022 2345 6789 ext. 12')!)).toBe(
      '+91 22 2345 6789 ext. 12',
    );
  });

  it('shows what is no Indian number as stored, and nothing as nothing', () => {
    expect(phoneForStaff('')).toBe('');
    expect(phoneForStaff('not a number')).toBe('not a number');
    expect(phoneForStaff('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('normaliseIndianPhone', () => {
  it.each([
    ['022 2345 6789', '022 2345 6789'],
    ['(022) 2345-6789', '022 2345 6789'],
    ['+91 22 2345 6789', '022 2345 6789'],
    ['0091 22 2345 6789', '022 2345 6789'],
    ['22 2345 6789', '022 2345 6789'],
    ['011-2345-6789', '011 2345 6789'],
    ['033 2345 6789', '033 2345 6789'],
    ['079 4000 1234', '079 4000 1234'],
    ['022 2345 6789 ext 12', '022 2345 6789 ext. 12'],
    ['1800 270 1996', '1800 270 1996'],
    ['18002701996', '1800 270 1996'],
    ['9876543210', '098765 43210'],
    ['+91 98765-43210', '098765 43210'],
    ['098765 43210', '098765 43210'],
  ])('reads %j as %j', (raw, expected) => {
    expect(normaliseIndianPhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '2345 6789',
    '022 2345 678',
    '98765 4321',
    '+44 20 7946 0958',
    '+1 415 555 0100',
    '1860 500 1111',
    'call 022 2345 6789',
    '98765 43210 / 98765 43211',
    '9876x43210',
  ])('refuses %j', (raw) => {
    expect(normaliseIndianPhone(raw)).toBeNull();
  });
});

describe('firstWords', () => {
  it('keeps text of at most `count` words as it is, folding white space', () => {
    expect(firstWords('Road  rail\nand air', 4)).toBe('Road rail and air');
    expect(firstWords('Road rail and air', 10)).toBe('Road rail and air');
  });

  it('cuts longer text at `count` words with an ellipsis', () => {
    expect(firstWords('one two three four five', 3)).toBe('one two three…');
    const sixteen = Array.from({ length: 16 }, (_, i) => `w${i + 1}`).join(' ');
    const card = firstWords(sixteen, 15);
    expect(card.endsWith('w15…')).toBe(true);
    expect(card.split(' ')).toHaveLength(15);
  });

  it('answers an empty string for empty or blank text', () => {
    expect(firstWords('', 15)).toBe('');
    expect(firstWords('   ', 15)).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('turns tags into spaces and folds white space', () => {
    expect(
      htmlToPlainText('<h2>Fleet</h2>\n<p>400 <strong>trucks</strong></p><p>21 warehouses</p>'),
    ).toBe('Fleet 400 trucks 21 warehouses');
  });

  it('decodes the entities sanitisers emit', () => {
    expect(htmlToPlainText('<p>A &amp; B &lt;tag&gt; &quot;q&quot; it&#39;s&nbsp;ok</p>')).toBe(
      'A & B <tag> "q" it\'s ok',
    );
  });

  it('decodes &amp; last, so escaped entities stay text', () => {
    expect(htmlToPlainText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it('answers an empty string for markup without text', () => {
    expect(htmlToPlainText('<p> </p><br>')).toBe('');
  });
});

describe('fieldErrorsFrom', () => {
  it('maps each issue to its first path segment, keeping every message', () => {
    const schema = z.object({
      email: z.string().min(5, 'too short').includes('@', 'needs an at sign'),
      address: z.object({ pin: z.string().length(6, 'six digits') }),
    });
    const result = schema.safeParse({ email: 'abc', address: { pin: '1' } });
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error!)).toEqual({
      email: ['too short', 'needs an at sign'],
      address: ['six digits'],
    });
  });

  it('files issues about the whole value under "_"', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'never valid');
    const result = schema.safeParse({ a: 'x' });
    expect(fieldErrorsFrom(result.error!)).toEqual({ _: ['never valid'] });
  });

  it('answers an empty map for an error without issues', () => {
    expect(fieldErrorsFrom(new z.ZodError([]))).toEqual({});
  });
});
