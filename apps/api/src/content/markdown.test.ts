import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitiseHtml } from './markdown.js';

describe('markdownToSafeHtml', () => {
  it('renders headings, lists, emphasis and internal links', () => {
    const html = markdownToSafeHtml('## Services\n\n- **Road** and *rail*\n\nSee [contact](/contact-us).');
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
    const html = sanitiseHtml(`<img src="${address}" alt="Our Pune hub" srcset="https://elsewhere.example/x.jpg 2x" width="5" onerror="alert(1)">`);
    expect(html).toContain('srcset="/api/media/lib/0123456789abcdef-1200x800-480.webp 480w, /api/media/lib/0123456789abcdef-1200x800-960.webp 960w, /api/media/lib/0123456789abcdef-1200x800-1200.webp 1200w"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('sizes=');
    expect(html).not.toContain('elsewhere');
    expect(html).not.toContain('onerror');
    const own = sanitiseHtml('<img src="/api/media/banner-company.svg" alt="" srcset="/api/media/other.svg 2x">');
    expect(own).toBe('<img src="/api/media/banner-company.svg" alt="" />');
    for (const src of ['https://cdn.example/a.jpg', 'h&#116;tps&#58;//cdn.example/a.jpg', '//cdn.example/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(sanitiseHtml(`<img src="${src}" alt="">`), src).toBe('<img alt="" />');
    }
  });

  it('drops <h1> tags (the page title is the only h1)', () => {
    expect(sanitiseHtml('<h1>Title</h1>')).not.toContain('<h1');
  });
});
