import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';

const LIBRARY = '/api/media/lib/0123456789abcdef-1600x900-1600.webp';

describe('a cropped picture', () => {
  it("is placed by its answer's focal point", () => {
    const html = renderToStaticMarkup(
      <ContentImage
        src={LIBRARY}
        sizes="100vw"
        alt=""
        focalPoint={{ x: 30, y: 85 }}
        className="object-cover"
      />,
    );
    expect(html).toContain('style="object-position:30% 85%"');
  });

  it("of the site's own drawings is placed by the drawing's focal point, even without an answer's", () => {
    expect(
      renderToStaticMarkup(
        <ContentImage src="/api/media/banner-company.svg" sizes="100vw" alt="" />,
      ),
    ).toContain('style="object-position:95% 85%"');
    expect(
      renderToStaticMarkup(
        <ContentImage src="/api/media/service-warehousing.svg" sizes="100vw" alt="" />,
      ),
    ).toContain('object-position:50% 90%');
  });

  it('without a focal point keeps the middle (no position of its own)', () => {
    expect(renderToStaticMarkup(<ContentImage src={LIBRARY} sizes="100vw" alt="" />)).not.toContain(
      'object-position',
    );
  });
});
