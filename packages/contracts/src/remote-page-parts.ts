import { z } from 'zod';
import { routePatternSchema } from './remote-routes';

/**
 * What a remote's build may publish for a route besides its code, in page-parts.json: the gateway
 * puts it into the page before any script has run.
 * - `placeholder`: static markup of the screen's frame (no data of its own, nothing personal),
 *   styled by the remote's own stylesheet, shown instead of a spinner until the App draws the real
 *   frame. The gateway wraps it in an inert, aria-hidden element: it is a picture, never a control.
 * - `headScript`: a short inline script for the head (the screen's first requests started while
 *   the code loads, and the counts of an answer written into the placeholder as it arrives,
 *   values.ts' FIRST_COUNT_FROM); the gateway allows exactly it by its hash.
 */
export const remotePagePartSchema = z.object({
  // A picture runs nothing: no script in it (the policy would not run one anyway).
  placeholder: z
    .string()
    .max(20_000)
    .refine((html) => !/<script/i.test(html), 'A placeholder holds no script')
    .optional(),
  // Goes between <script> and </script>: it may not close that element itself.
  headScript: z
    .string()
    .max(4_000)
    .refine((script) => !/<\/script/i.test(script), 'A head script may not contain </script>')
    .optional(),
});
export const remotePagePartsSchema = z.object({ routes: z.record(routePatternSchema, remotePagePartSchema) });
export type RemotePagePart = z.infer<typeof remotePagePartSchema>;
export type RemotePageParts = z.infer<typeof remotePagePartsSchema>;
