import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@harsh/contract';
import { linkAddress } from './link-address';

describe('a link address typed in the editor', () => {
  it('keeps pages of the site and addresses the site links to', () => {
    for (const href of [
      '/contact-us',
      '/blogs/blog_details/road-or-rail?x=1',
      '#rates',
      'https://www.indianrailways.gov.in/',
      'mailto:care@harshlogistics.in',
      'tel:+917940001234',
    ]) {
      expect(linkAddress(`  ${href} `)).toEqual({ href });
    }
  });

  it('completes a web address, an e-mail address or a phone number typed without its scheme', () => {
    expect(linkAddress('www.harshlogistics.in')).toEqual({ href: 'https://www.harshlogistics.in' });
    expect(linkAddress('parivahan.gov.in/rto')).toEqual({ href: 'https://parivahan.gov.in/rto' });
    expect(linkAddress('care@harshlogistics.in')).toEqual({
      href: 'mailto:care@harshlogistics.in',
    });
    expect(linkAddress('+91 79 4000 1234')).toEqual({ href: 'tel:+917940001234' });
  });

  it('refuses what no visitor could follow, or the server would drop', () => {
    for (const typed of [
      'not a url',
      'javascript:alert(1)',
      'http://example.in',
      '//evil.example',
      'ftp://files.example.in',
      'data:text/html,x',
      'harsh logistics.in',
      '/\\evil.example',
      'brochure.pdf',
    ]) {
      expect(linkAddress(typed), typed).toEqual({ problem: CONTENT_MESSAGES.linkAddress });
    }
  });
});
