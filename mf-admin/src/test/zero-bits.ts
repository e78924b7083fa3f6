/** Leading zero bits of the SHA-256 of a text, counted here so the tests do not trust the solver's own check. */
export async function zeroBits(text: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const bits = Array.from(digest, (byte) => byte.toString(2).padStart(8, '0')).join('');
  return bits.includes('1') ? bits.indexOf('1') : bits.length;
}
