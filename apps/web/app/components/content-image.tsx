import type { ImgHTMLAttributes } from 'react';
import { libraryPictureOf, mediaSrcset } from '@harsh/contract';

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** A picture's address as content gives it: a library picture's, or one of the site's own drawings. */
  src: string;
  /** How wide the picture is drawn at each screen width, for the browser to choose a file. */
  sizes: string;
  alt: string;
}

/**
 * A picture from content. A library picture offers every width it is kept in, in AVIF and in
 * WebP, so a phone fetches the narrow file and a browser the format it reads best; the site's own
 * drawings (SVG) have one file. The `picture` box takes no room of its own: layout is the `img`'s.
 */
export function ContentImage({ src, sizes, alt, ...rest }: ContentImageProps) {
  const picture = libraryPictureOf(src);
  if (!picture) return <img src={src} alt={alt} {...rest} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcset(picture, 'avif')} sizes={sizes} />
      <img src={src} srcSet={mediaSrcset(picture, 'webp')} sizes={sizes} alt={alt} {...rest} />
    </picture>
  );
}


export { IMAGE_SIZES } from '@harsh/contract';
