/**
 * Hands a fetched file to the browser as a download: the staff area's files need the bearer
 * token, so a plain link cannot fetch them. The name is the server's (Content-Disposition).
 */
export async function downloadResponse(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  downloadBlob(await response.blob(), name);
}

/** Saves `blob` as the file `name`, as a download link the user clicked would. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
