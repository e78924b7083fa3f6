const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in HTML text, HTML attributes and XML alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
