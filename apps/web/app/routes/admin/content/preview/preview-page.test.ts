import { describe, expect, it } from 'vitest';
import { draftPreview, withDraftFocalPoints } from './preview-page';

const LIBRARY = '/api/media/lib/0123456789abcdef-1600x900-1600.webp';
const OTHER = '/api/media/lib/fedcba9876543210-1200x800-1200.webp';

const pageDraft = {
  title: 'About us',
  banner_image: LIBRARY,
  content: '<p>Since 1998.</p>',
  meta_title: 'About us',
  meta_description: 'Who we are.',
};

describe('a draft in the public components', () => {
  it('places a library picture by the focal point the API answers with the draft, as the published answer does', () => {
    const preview = draftPreview(
      'pages',
      '1',
      '/about-us',
      withDraftFocalPoints(pageDraft, { [LIBRARY]: { x: 15, y: 80 } }),
    );
    expect(preview).toMatchObject({
      kind: 'pages',
      page: { banner_image: LIBRARY, focal_point: { x: 15, y: 80 } },
    });
  });

  it('places the pictures of a list of slides each by its own point, and leaves one without a point as it was', () => {
    const draft = {
      heading: 'Home',
      slides: [
        { image: LIBRARY, title: 'Road' },
        { image: OTHER, title: 'Rail' },
      ],
    };
    expect(withDraftFocalPoints(draft, { [LIBRARY]: { x: 70, y: 20 } })).toEqual({
      heading: 'Home',
      slides: [
        { image: LIBRARY, title: 'Road', focal_point: { x: 70, y: 20 } },
        { image: OTHER, title: 'Rail' },
      ],
    });
  });

  it('gives no focal point to a draft whose picture has none', () => {
    const preview = draftPreview('pages', '1', '/about-us', withDraftFocalPoints(pageDraft, {}));
    expect(preview.kind === 'pages' && 'focal_point' in preview.page).toBe(false);
  });
});
