import { z } from 'zod';

/** `METRICS_PORT` in a service's config: where `/metrics` listens; unset, no metrics listener. */
export const metricsPortSchema = z.coerce.number().int().min(0).max(65_535).optional();
