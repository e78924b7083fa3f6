// The shell's server bundle (dist/server/ssr.js), loaded by the gateway at run time. The
// dynamic import is the async boundary that lets Module Federation set up the shared
// singletons (React, the router, the query client) before the render code needs them.
import type { RenderRequest, RenderResult } from '@fresh-pouf/contracts';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
