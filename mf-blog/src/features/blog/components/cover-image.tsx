import { useState } from 'react';

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
  if (failedSrc === src) return null;
  return (
    <img
      className={className}
      src={src}
      alt=""
      data-testid="blog-cover"
      {...(lazy ? { loading: 'lazy' as const } : {})}
      onError={() => setFailedSrc(src)}
    />
  );
}
