import type { ArtImage } from './image';

export interface ArtworkProps {
  image: ArtImage;
  /** Shown beside the name it would repeat: alt="" so a screen reader does not say it twice. */
  decorative?: boolean;
  /** Above the fold (the home hero): load at once. Everything else loads when scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * An illustration as a plain <img> of its static SVG file. width/height give the browser the
 * aspect ratio before the file arrives (CSS makes it fluid with `height: auto`), so nothing moves.
 */
export function Artwork({ image, decorative = false, eager = false, className }: ArtworkProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ? `uf-art ${className}` : 'uf-art'}
    />
  );
}
