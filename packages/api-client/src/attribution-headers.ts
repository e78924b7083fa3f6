import {
  ATTRIBUTION_HEADER,
  ATTRIBUTION_STORAGE_KEY,
  attributionSchema,
  encodeAttribution,
} from '@fresh-pouf/contracts';

/** The visit's first touch (kept by the shell) as the sign-up's header; none when there is nothing to say. */
export function attributionHeaders(): Record<string, string> {
  // Also compiled for Node (the production rehearsal drives sign-ups with this client): no DOM types assumed.
  const storage = (globalThis as { sessionStorage?: { getItem(key: string): string | null } }).sessionStorage;
  if (!storage) return {};
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null'));
    return parsed.success ? { [ATTRIBUTION_HEADER]: encodeAttribution(parsed.data) } : {};
  } catch {
    return {};
  }
}
