import { useId } from 'react';

/**
 * A document-unique id for SVG gradients and clip paths, so two copies of a drawing do not
 * share definitions; React's ids may hold characters that break inside url(#...).
 */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}
