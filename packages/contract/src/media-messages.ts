/** What the media library tells staff (issue 11); kept apart from `media-text.ts`, which public pages load. */
export const MEDIA_MESSAGES = {
  wrongType:
    'Upload a JPEG, PNG or WebP picture, or a plain SVG drawing. This file is none of them, whatever its name says.',
  tooBig: 'Upload a picture of 8 MB or less: save it smaller or at a lower quality first.',
  tooManyPixels:
    'This picture has more than 40 megapixels: make it smaller (8,000 × 5,000 at most) and upload it again.',
  unreadable: 'This picture could not be read: it may be damaged. Export it again and upload it.',
  svgActive:
    'This SVG contains script, event handlers or links to other files, so it cannot be used. Export it again as a plain drawing, or upload a PNG.',
  tooSlow:
    'This picture takes too long to draw: it may repeat parts of itself many times. Export it again in a simpler form, or upload a PNG.',
  noFile: 'Choose a picture to upload.',
  altRequired: 'Describe the picture for people who cannot see it, or mark it as decorative.',
  uploaded: 'The picture is in the library.',
  alreadyThere:
    'This picture was already in the library: here it is, with the description it had. Change the description below if the new one is better.',
  focalX: 'Give the horizontal position as a whole number from 0 (left edge) to 100 (right edge).',
  focalY: 'Give the vertical position as a whole number from 0 (top edge) to 100 (bottom edge).',
  saved: 'The description and focal point are saved.',
  deleted: 'The picture is deleted from the library.',
  inUse:
    'This picture is still used on the site. Take it off the pages listed below first, then delete it.',
} as const;
