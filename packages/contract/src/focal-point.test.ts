import { describe, expect, it } from 'vitest';
import { coverCrop, drawingFocalPoint, objectPosition } from './focal-point.js';
import { MediaDescriptionSchema } from './media.js';
import { MEDIA_MESSAGES } from './media-messages.js';

describe('a focal point', () => {
  it('becomes the object-position of a crop, and none (the middle) when there is none', () => {
    expect(objectPosition({ x: 30, y: 85 })).toBe('30% 85%');
    expect(objectPosition({ x: 0, y: 100 })).toBe('0% 100%');
    expect(objectPosition(undefined)).toBeUndefined();
  });

  it("crops a server's picture as a browser's object-fit: cover does at that object-position", () => {
    // The About Us banner (1600 × 500) on a 1200 × 630 card: scaled to 2016 × 630, the window 90 % of the way across.
    expect(
      coverCrop({ width: 1600, height: 500 }, { width: 1200, height: 630 }, { x: 90, y: 85 }),
    ).toEqual({ width: 2016, height: 630, left: 734, top: 0 });
    // A tall picture in a wide box is cropped top to bottom: at 25 % down, a quarter of the overflow is above the box.
    expect(
      coverCrop({ width: 800, height: 1200 }, { width: 1200, height: 630 }, { x: 50, y: 25 }),
    ).toEqual({ width: 1200, height: 1800, left: 0, top: 293 });
    // The edges: 0 keeps the left or top edge, 100 the right or bottom; without a point, the middle.
    expect(
      coverCrop({ width: 1600, height: 500 }, { width: 1200, height: 630 }, { x: 0, y: 0 }).left,
    ).toBe(0);
    expect(
      coverCrop({ width: 1600, height: 500 }, { width: 1200, height: 630 }, { x: 100, y: 0 }).left,
    ).toBe(816);
    expect(coverCrop({ width: 1600, height: 500 }, { width: 1200, height: 630 }).left).toBe(408);
  });

  it("of one of the site's drawings is found by its address, and no other address has one", () => {
    expect(drawingFocalPoint('/api/media/banner-company.svg')).toEqual({ x: 95, y: 85 });
    expect(drawingFocalPoint('/api/media/service-warehousing.svg')).toEqual({ x: 50, y: 90 });
    expect(drawingFocalPoint('/api/media/logo.svg')).toBeUndefined();
    expect(drawingFocalPoint('/api/media/toString')).toBeUndefined();
    expect(drawingFocalPoint('https://example.com/banner-company.svg')).toBeUndefined();
  });

  it('is saved with the description as whole percentages, the middle by default', () => {
    expect(MediaDescriptionSchema.parse({ alt: 'A truck' })).toMatchObject({
      focal_x: 50,
      focal_y: 50,
    });
    expect(
      MediaDescriptionSchema.parse({ alt: 'A truck', focal_x: 0, focal_y: 100 }),
    ).toMatchObject({ focal_x: 0, focal_y: 100 });
    for (const wrong of [-1, 101, 12.5, null, '40']) {
      const result = MediaDescriptionSchema.safeParse({
        alt: 'A truck',
        focal_x: wrong,
        focal_y: wrong,
      });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['focal_x', MEDIA_MESSAGES.focalX],
        ['focal_y', MEDIA_MESSAGES.focalY],
      ]);
    }
  });
});
