import type { ServiceMetrics } from '@fresh-pouf/server-kit';

export interface RenderMetrics {
  /** One page the server tried to render: rendered, or left to the browser and why. */
  outcome(result: { rendered: true } | { rendered: false; reason: string }): void;
}

/**
 * Why a page was left to the browser, as a label: the renderer's reasons carry error messages
 * and remote names, which would make a series per message.
 */
export function fallbackReason(reason: string): string {
  if (reason.startsWith('data:')) return 'data failed or late';
  if (reason.startsWith('action:')) return 'form action failed';
  if (reason.endsWith('has no server build')) return 'no remote server build';
  const known = [
    'no shell server bundle',
    'render failed',
    'no remote publishes this path',
    'redirect',
    'this page takes no form',
  ];
  return known.includes(reason) ? reason : 'other';
}

export function renderMetrics(metrics: ServiceMetrics): RenderMetrics {
  const pages = metrics.counter({
    name: 'gateway_server_renders_total',
    help: 'Pages the gateway tried to render on the server, by outcome (rendered, fell-back) and the reason it fell back to the browser.',
    labelNames: ['outcome', 'reason'],
  });
  return {
    outcome(result) {
      if (result.rendered) pages.inc({ outcome: 'rendered', reason: '' });
      else pages.inc({ outcome: 'fell-back', reason: fallbackReason(result.reason) });
    },
  };
}
