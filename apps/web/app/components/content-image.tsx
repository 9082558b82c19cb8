import type { ImgHTMLAttributes } from 'react';
import {
  drawingFocalPoint,
  type FocalPoint,
  libraryPictureOf,
  mediaSrcset,
  objectPosition,
} from '@harsh/contract';

interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  /** A picture's address as content gives it: a library picture's, or one of the site's own drawings. */
  src: string;
  /** How wide the picture is drawn at each screen width, for the browser to choose a file. */
  sizes: string;
  alt: string;
  /** The picture's focal point, as its answer carries it (`focal_point`): an `object-fit` crop keeps it in view. */
  focalPoint?: FocalPoint | undefined;
}

/**
 * A picture from content. A library picture offers every width it is kept in, in AVIF and in
 * WebP, so a phone fetches the narrow file and a browser the format it reads best; the site's own
 * drawings (SVG) have one file. The `picture` box takes no room of its own: layout is the `img`'s.
 * A crop (`object-cover`) is placed by the focal point: the answer's, else a drawing's own.
 */
export function ContentImage({ src, sizes, alt, focalPoint, style, ...rest }: ContentImageProps) {
  const position = objectPosition(focalPoint ?? drawingFocalPoint(src));
  const placed = position ? { ...style, objectPosition: position } : style;
  const picture = libraryPictureOf(src);
  if (!picture) return <img src={src} alt={alt} style={placed} {...rest} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcset(picture, 'avif')} sizes={sizes} />
      <img
        src={src}
        srcSet={mediaSrcset(picture, 'webp')}
        sizes={sizes}
        alt={alt}
        style={placed}
        {...rest}
      />
    </picture>
  );
}

export { IMAGE_SIZES } from '@harsh/contract';
