/** The part of a shared zod contract this needs (the shell takes zod only through contracts). */
interface Contract<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** Reads a JSON answer with the shared contract; an answer of another shape is an error, not data. */
export async function parseAnswer<T>(response: Response, contract: Contract<T>): Promise<T> {
  const parsed = contract.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${response.url || 'the server'}`);
  return parsed.data;
}
