import { useCallback, useState } from 'react';

interface CoverImageProps {
  src: string;
  className: string;
  lazy?: boolean;
}

/**
 * A post's cover, decorative (the title says what the post is). An address that does not load
 * removes the image: no broken-image icon, no empty box where it would have been.
 */
export function CoverImage({ src, className, lazy = false }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered image can fail before React takes the page over, when no onError is
  // listening yet: such an image is complete with no pixels, and goes the same way.
  const failedEarly = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  if (failedSrc === src) return null;
  return (
    <img
      ref={failedEarly}
      className={className}
      src={src}
      alt=""
      data-testid="blog-cover"
      // On an islands page no React code runs: the page's watcher removes it if it fails (shell/src/islands).
      data-remove-if-broken=""
      {...(lazy ? { loading: 'lazy' as const } : {})}
      onError={() => setFailedSrc(src)}
    />
  );
}
