import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseMail } from './fake-smtp.js';

/** The message nodemailer would send, as the SMTP server receives it (CRLF lines). */
async function raw(mail: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const info = await transport.sendMail({
    from: 'Website <website@harsh.example>',
    to: 'ops@harsh.example',
    ...mail,
  });
  return (info.message as Buffer).toString('utf8');
}

describe('parseMail', () => {
  it('reads a plain ASCII mail as before', async () => {
    const mail = parseMail(
      await raw({ subject: 'Contact message #4: Rail freight', text: 'Phone: 0981\n100% = sure' }),
    );
    expect(mail.headers.subject).toBe('Contact message #4: Rail freight');
    expect(mail.headers.from).toBe('Website <website@harsh.example>');
    expect(mail.text).toContain('Phone: 0981\n100% = sure');
  });

  it('decodes a long Hindi subject and body, whichever encoding nodemailer picks', async () => {
    const subject = 'नमस्ते — एक बहुत लंबा विषय जो कई शब्दों में बँट जाएगा ताकि जोड़ परखा जा सके';
    const source = await raw({ subject, text: 'नमस्ते, यह हिंदी में संदेश है।\nदूसरी पंक्ति।' });
    expect(source).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    const mail = parseMail(source);
    expect(mail.headers.subject).toBe(subject);
    expect(mail.text).toBe('नमस्ते, यह हिंदी में संदेश है।\nदूसरी पंक्ति।');
  });

  it('joins adjacent encoded-words, even when one splits a character, and keeps plain words', () => {
    // 'न' is E0 A4 A8: its bytes split between a Q word and a B word ('qA==' is A8).
    const head = 'Subject: Re: =?UTF-8?Q?=E0=A4?=\r\n =?UTF-8?B?qA==?= =?utf-8?q?_and_more?= done';
    const mail = parseMail(
      `${head}\r\nReply-To: =?UTF-8?B?4KSG4KS24KS+?= <asha@example.in>\r\n\r\nbody\r\n`,
    );
    expect(mail.headers.subject).toBe('Re: न and more done');
    expect(mail.headers['reply-to']).toBe('आशा <asha@example.in>');
  });

  it('takes the first text/plain part of a multipart mail, with its own transfer encoding', async () => {
    const mail = parseMail(
      await raw({
        subject: 'Both',
        text: 'The plain part. नमस्ते',
        html: '<p>The <b>html</b> part</p>',
      }),
    );
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(mail.text).toBe('The plain part. नमस्ते');
  });

  it('looks inside nested parts and skips attachments', async () => {
    const mail = parseMail(
      await raw({
        text: 'हिंदी '.repeat(40),
        html: '<p>html</p>',
        attachments: [
          { filename: 'notes.txt', content: 'an attached text file', contentType: 'text/plain' },
        ],
      }),
    );
    expect(mail.text).toBe('हिंदी '.repeat(40));
  });

  it('gives no text for a multipart mail without a text/plain part', async () => {
    expect(
      parseMail(await raw({ html: '<p>only html</p>', attachments: [{ content: 'x' }] })).text,
    ).toBe('');
  });
});
