import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom } from './envelope.js';
import { checkIn, formSchemas, SUBMISSION_SCHEMAS } from './forms.js';
import { LOCALE_CODES } from './locales.js';
import { visitorText } from './visitor-text/index.js';

const errorsIn = (code: string, pick: Parameters<typeof checkIn>[1], value: unknown) => {
  const checked = checkIn(code, pick, value);
  if (checked.success) throw new Error('expected a refusal');
  return fieldErrorsFrom(checked.error);
};

/** Any letter of the Devanagari block: a message in Hindi has some. */
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the forms in the visitor’s language (issue 29)', () => {
  it('answers a Hindi form in Hindi, field by field', () => {
    const errors = errorsIn('hi', (forms) => forms.submissions.partner, {
      type: '2',
      name: ' ',
      email: 'not an address',
      mobile: '12345',
      message: '',
    });
    expect(errors).toEqual({
      name: ['अपना नाम लिखें।'],
      email: ['सही ई-मेल पता लिखें।'],
      mobile: ['10 अंकों का मोबाइल नंबर लिखें।'],
      message: ['अपना संदेश लिखें।'],
      consent: ['इन जानकारियों के उपयोग पर सहमति देने के लिए बॉक्स पर सही का निशान लगाएँ।'],
    });
  });

  it('says the bounds in the language, with Indian grouping', () => {
    expect(
      errorsIn('hi', (forms) => forms.quote.pick({ weight_kg: true }), { weight_kg: '2,00,000' }),
    ).toEqual({ weight_kg: ['ज़्यादा से ज़्यादा 1,00,000 किलो लिखें।'] });
    expect(
      errorsIn('en', (forms) => forms.quote.pick({ weight_kg: true }), { weight_kg: '2,00,000' }),
    ).toEqual({ weight_kg: ['Use at most 1,00,000 kg.'] });
    expect(
      errorsIn('hi', (forms) => forms.comment.pick({ comment: true }), {
        comment: 'क'.repeat(3001),
      }),
    ).toEqual({ comment: ['ज़्यादा से ज़्यादा 3,000 अक्षर लिखें।'] });
  });

  it('answers zod’s own issues in plain words of the language too', () => {
    const Paging = z.object({ page: z.coerce.number().int().min(1) });
    expect(errorsIn('hi', () => Paging, { page: 0 })).toEqual({ page: ['1 या उससे ज़्यादा लिखें।'] });
    expect(
      errorsIn('hi', () => z.object({ a: z.string() }).strict(), { a: 'x', b: 1, c: 2 }),
    ).toEqual({ _: ['खाने b, c हटा दें: ये यहाँ नहीं लिए जाते।'] });
    expect(
      errorsIn('en', () => z.object({ a: z.string() }).strict(), { a: 'x', b: 1, c: 2 }),
    ).toEqual({ _: ['Leave out the fields b, c: they are not taken here.'] });
  });

  it('keeps the same rules in every language: only the words differ', () => {
    const enquiry = {
      type: '1',
      name: ' राजेश कुमार ',
      email: 'rajesh@example.in',
      mobile: '+91 98765 43210',
      vendor_type: 'Fuel Partner',
      message: 'डीज़ल की आपूर्ति',
      consent: 'on',
    };
    const english = checkIn('en', (forms) => forms.submissions.partner, enquiry);
    const hindi = checkIn('hi', (forms) => forms.submissions.partner, { ...enquiry, locale: 'hi' });
    expect(hindi.success && english.success).toBe(true);
    expect(hindi.data).toEqual({ ...english.data, locale: 'hi' });
    expect(hindi.data?.name).toBe('राजेश कुमार');
    for (const form of Object.keys(SUBMISSION_SCHEMAS) as Array<keyof typeof SUBMISSION_SCHEMAS>) {
      const issues = (code: string) =>
        checkIn(code, (forms) => forms.submissions[form], {}).error?.issues.map((issue) =>
          issue.path.join('.'),
        );
      expect(issues('hi'), form).toEqual(issues('en'));
    }
  });

  it('gives every language’s messages for every refusal of every form', () => {
    for (const code of LOCALE_CODES.filter((code) => code !== 'en')) {
      for (const [form, schema] of Object.entries(formSchemas(code).submissions)) {
        const checked = schema.safeParse({
          type: 'x',
          email: 'x',
          mobile: 'x',
          phone: 'x',
          freight_type: 'x',
          incoterms: 'x',
          weight_kg: '-1',
          blog_slug: '!',
          locale: 'xx',
        });
        for (const issue of checked.error?.issues ?? [])
          expect(issue.message, `${code} ${form} ${issue.path.join('.')}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('refuses a language the site does not speak, and takes English when none is named', () => {
    expect(
      errorsIn(
        'en',
        (forms) => forms.newsletter.extend({ locale: forms.submissions.newsletter.shape.locale }),
        { email: 'a@b.in', locale: 'fr' },
      ),
    ).toEqual({
      locale: ["Name one of the site's languages: en, hi."],
    });
    const checked = checkIn('en', (forms) => forms.submissions.newsletter, {
      email: 'a@b.in',
      consent: 'on',
    });
    expect(checked.data?.locale).toBe('en');
  });

  it('gives English for a language it does not know, and builds each language once', () => {
    expect(formSchemas('fr')).toBe(formSchemas('en'));
    expect(formSchemas('hi')).toBe(formSchemas('hi'));
    expect(visitorText('fr')).toBe(visitorText('en'));
    expect(visitorText('hi').answers.validation).toMatch(DEVANAGARI);
  });

  it('says a bot check failed without naming a product the visitor never saw, whichever provider runs (issue 40)', () => {
    // ALTCHA runs by default, in the page; reCAPTCHA only when configured. The visitor saw neither's name.
    for (const code of LOCALE_CODES) {
      const text = visitorText(code).answers.captchaFailed;
      expect(text, code).not.toMatch(/recaptcha|altcha|google/i);
      expect(text, code).toMatch(code === 'en' ? /bot check/ : DEVANAGARI);
    }
    expect(visitorText('en').answers.captchaFailed).toBe('The bot check failed. Please try again.');
  });
});
