import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUBMISSION_MESSAGES, visitorText } from '@harsh/contract';
import { partnerEnquiries } from '../../db/schema.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  contactMessage,
  countRows,
  newestSubmissionId,
  newsletterSignup,
  partnerEnquiry,
  postJson,
} from '../../test/submissions.js';

/*
 * Issue 29: a submission is answered in the language it was sent in (its `locale`): its field
 * messages, its refusals and its thanks. Without one, or with one the site does not speak, in English.
 */

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

const HINDI = visitorText('hi');

describe('the store routes answer in the submission’s language', () => {
  it('thanks a Hindi enquiry in Hindi, and stores it exactly as typed', async () => {
    const sent = { name: 'सुनीता देवी', message: 'मेरे पास दो ट्रक हैं — क्या मैं वाहन पार्टनर बन सकती हूँ?' };
    const response = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ ...sent, locale: 'hi', captcha: await solvedCaptcha(t.app) }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string };
    expect(body.message).toBe(HINDI.submitted.partnerEnquiry);
    const [row] = await t.database.db
      .select()
      .from(partnerEnquiries)
      .where(
        eq(partnerEnquiries.id, await newestSubmissionId(t.database.db, '/api/store/partner')),
      );
    expect({ name: row!.name, message: row!.message }).toEqual(sent);
  });

  it('refuses a Hindi post’s fields in Hindi, and stores nothing', async () => {
    const before = await countRows(t.database.db);
    const response = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ name: '', mobile: '12345', consent: undefined, locale: 'hi' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: HINDI.answers.validation,
      data: {
        name: [HINDI.fields.required({ field: 'name' })],
        mobile: [HINDI.fields.mobile],
        consent: [HINDI.fields.consent],
      },
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('says a failed bot check in Hindi', async () => {
    const response = await postJson(
      t.app,
      '/api/store/contact',
      contactMessage({ locale: 'hi', captcha: 'not-a-token' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: HINDI.answers.captchaFailed,
      data: { captcha: [HINDI.answers.captchaFailed] },
    });
  });

  it('says a control character in Hindi', async () => {
    const response = await postJson(
      t.app,
      '/api/store/newsletter',
      newsletterSignup({ email: 'a\u0000@example.in', locale: 'hi' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: HINDI.answers.validation,
      data: { email: [HINDI.answers.controlCharacter] },
    });
  });

  it('answers in English without a language, and refuses one the site does not speak, in English', async () => {
    const thanks = await postJson(t.app, '/api/store/newsletter', newsletterSignup());
    expect(thanks.json()).toMatchObject({
      status: 1,
      message: SUBMISSION_MESSAGES.newsletterSubscribed,
    });
    const refused = await postJson(
      t.app,
      '/api/store/newsletter',
      newsletterSignup({ locale: 'fr' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: 0,
      message: MESSAGES.validation,
      data: { locale: ["Name one of the site's languages: en, hi."] },
    });
  });

  it('says a pin code it cannot place in the asking page’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      payload: { pin_code: '999999', locale: 'hi' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: HINDI.answers.validation,
      data: { pin_code: [HINDI.pinCode.unknown] },
    });
  });
});
