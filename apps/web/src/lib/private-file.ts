import { networkError, parseApiError } from './api-error.ts';

/**
 * A file only the signed-in learner may read (a hall ticket, a certificate image): a same-origin GET
 * with the session cookie. A refusal or a failed store arrives as an `ApiError`, like any API call.
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(error);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw parseApiError(response.status, payload);
  }
  return response.blob();
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
