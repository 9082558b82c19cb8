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

/** The `sizes` of the site's picture layouts. */
export const IMAGE_SIZES = {
  /** Banners and hero slides: the whole width of the screen. */
  fullWidth: '100vw',
  /** In the text column of a page or post. */
  article: '(min-width: 56rem) 48rem, calc(100vw - 2rem)',
  /** Cards in a grid of three on wide screens, two on tablets, one on phones. */
  card: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  thumbnail: '6rem',
  avatar: '3.5rem',
  logo: '12rem',
} as const;
