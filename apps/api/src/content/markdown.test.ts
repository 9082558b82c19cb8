import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitiseHtml } from './markdown.js';

describe('markdownToSafeHtml', () => {
  it('renders headings, lists, emphasis and internal links', () => {
    const html = markdownToSafeHtml(
      '## Services\n\n- **Road** and *rail*\n\nSee [contact](/contact-us).',
    );
    expect(html).toContain('<h2>Services</h2>');
    expect(html).toContain('<li><strong>Road</strong> and <em>rail</em></li>');
    expect(html).toContain('<a href="/contact-us">contact</a>');
  });

  it('opens external links safely', () => {
    const html = markdownToSafeHtml('[LinkedIn](https://www.linkedin.com/company/x)');
    expect(html).toContain('href="https://www.linkedin.com/company/x"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = markdownToSafeHtml(
      [
        '<script>alert(1)</script>',
        '<img src="/api/media/logo.svg" onerror="alert(2)" alt="logo">',
        '[click](javascript:alert(3))',
        '<a href="JaVaScRiPt:alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" onclick="alert(5)">text</p>',
      ].join('\n\n'),
    );
    const lower = html.toLowerCase();
    expect(lower).not.toContain('<script');
    expect(lower).not.toContain('alert(1)');
    expect(lower).not.toContain('onerror');
    expect(lower).not.toContain('onclick');
    expect(lower).not.toContain('javascript:');
    expect(lower).not.toContain('<iframe');
    expect(lower).not.toContain('style=');
    expect(html).toContain('src="/api/media/logo.svg"');
    expect(html).toContain('text');
  });

  it('gives a library picture every width it is kept in and its size; a picture of this site keeps one address, one of another site none', () => {
    const address = '/api/media/lib/0123456789abcdef-1200x800-1200.webp';
    const html = sanitiseHtml(
      `<img src="${address}" alt="Our Pune hub" srcset="https://elsewhere.example/x.jpg 2x" width="5" onerror="alert(1)">`,
    );
    expect(html).toContain(
      'srcset="/api/media/lib/0123456789abcdef-1200x800-480.webp 480w, /api/media/lib/0123456789abcdef-1200x800-960.webp 960w, /api/media/lib/0123456789abcdef-1200x800-1200.webp 1200w"',
    );
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('sizes=');
    expect(html).not.toContain('elsewhere');
    expect(html).not.toContain('onerror');
    const own = sanitiseHtml(
      '<img src="/api/media/banner-company.svg" alt="" srcset="/api/media/other.svg 2x">',
    );
    expect(own).toBe('<img src="/api/media/banner-company.svg" alt="" />');
    for (const src of [
      'https://cdn.example/a.jpg',
      'h&#116;tps&#58;//cdn.example/a.jpg',
      '//cdn.example/a.jpg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(sanitiseHtml(`<img src="${src}" alt="">`), src).toBe('<img alt="" />');
    }
  });

  it('keeps headings to the h2 and h3 the editor offers: an h1 becomes an h2 (the title is the h1), deeper ones an h3', () => {
    expect(sanitiseHtml('<h1>Title</h1><p>Text</p>')).toBe('<h2>Title</h2><p>Text</p>');
    expect(sanitiseHtml('<h2 id="x">Road</h2><h3>Rail</h3>')).toBe('<h2>Road</h2><h3>Rail</h3>');
    for (const level of [4, 5, 6]) {
      expect(sanitiseHtml(`<h${level} class="x">Cold chain</h${level}>`), `h${level}`).toBe(
        '<h3>Cold chain</h3>',
      );
    }
    expect(markdownToSafeHtml('# Fleet\n\n#### Trucks')).toBe('<h2>Fleet</h2>\n<h3>Trucks</h3>\n');
  });

  it('turns a link whose address is not kept into its words alone, not an <a> that leads nowhere', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#115;cript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'http://example.in',
      '//example.in',
      '',
    ]) {
      expect(
        sanitiseHtml(
          `<p>Read <a href="${href}" title="t">the <strong>terms</strong></a> first.</p>`,
        ),
        href,
      ).toBe('<p>Read the <strong>terms</strong> first.</p>');
    }
    expect(sanitiseHtml('<p><a>no address</a></p>')).toBe('<p>no address</p>');
    for (const href of [
      '/contact-us',
      '#rates',
      'mailto:info@harshlogistics.in',
      'tel:+912223456789',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
    expect(sanitiseHtml('<a href="https://www.irctc.co.in">x</a>')).toBe(
      '<a href="https://www.irctc.co.in" rel="noopener noreferrer">x</a>',
    );
  });
});
