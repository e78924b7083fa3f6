/**
 * Hands a fetched file to the browser as a download: the staff area's files need the bearer
 * token, so a plain link cannot fetch them. The name is the server's (Content-Disposition).
 */
export async function downloadResponse(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
